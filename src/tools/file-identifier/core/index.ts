/** The file type identifier's logic: magic numbers (file-type), text sniffing, the name's agreement, entropy. */
export * from './entropy';
export type { Agreement } from './agreement';
// Identifying pulls in file-type: the worker imports it from './identify', so the view's chunk stays without it.
export type { FileReport, UnnamedType } from './identify';
export { fault, type FileIdentifierFaults } from './faults';
