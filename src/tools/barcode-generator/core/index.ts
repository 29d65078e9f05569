/** The barcode generator's logic: symbologies and their content rules, GS1 check digits, bwip-js's options. */
export { fault, type BarcodeFaults } from './faults';
export * from './check-digits';
export * from './symbologies';
export * from './render';
