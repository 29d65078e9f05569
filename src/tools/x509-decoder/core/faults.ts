import { faultsOf } from '../../../core/shared/tool-error';

/**
 * The certificate decoder's faults and what each carries; their words are in ../words.ts. `label` is the PEM label
 * of a block (or the kind of text read: 'OpenSSH key', 'Base64'); `line` and `column` are 1-based.
 */
export interface X509Faults {
  /** The DER reader's own fault: the data ends early or is damaged. */
  invalidDer: object;
  derNotKnown: object;
  nothingFound: object;
  truncated: { label: string; line: number };
  endMismatch: { label: string; found: string };
  badBase64Char: { label: string; char: string; line: number; column: number };
  badPadding: { label: string; line: number; column: number };
  badBase64Length: { label: string; count: number };
  emptyBlock: { label: string };
  /** A block that does not decode: `reason` is the parsing library's; absent, the DER itself is damaged. */
  damagedBlock: { label: string; line: number; reason?: string };
  unknownLabel: { label: string };
  badSshKey: { line: number };
  tooLarge: { limit: number };
  tooManyBlocks: { limit: number };
}

export const fault = faultsOf<X509Faults>('x509-decoder');
