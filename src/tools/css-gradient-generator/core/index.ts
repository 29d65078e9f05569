/** The CSS gradient generator's logic: the model and its edits, CSS text → model, model → CSS. */
export * from './format';
export { fault, type GradientFaults } from './faults';
export * from './model';
export * from './parse';
