import type { FaultData } from '../../../core/shared/fault-words';
import { faultsOf } from '../../../core/shared/tool-error';

/** Raw punycode's faults (RFC 3492 decoding); `char` as found, `position` 1-based. */
export interface PunycodeDecodeFaults {
  notBasic: { char: string; position: number };
  badDigit: { char: string; position: number };
  truncated: object;
  overflow: object;
  pastUnicode: object;
}

/** What is wrong with one label of a domain (`char` as found). */
export type LabelProblem =
  | { code: 'forbidden'; char: string }
  | { code: 'refused' }
  | { code: 'labelTooLong'; length: number }
  | { code: 'notCanonical'; ascii: string }
  | { code: 'punycode'; cause: FaultData };

/** The Punycode / IDN converter's faults and what each carries; their words are in ../words.ts. */
export interface PunycodeFaults extends PunycodeDecodeFaults {
  /** A label's fault: the label and its problem. */
  label: { label: string; problem: LabelProblem };
  emptyLabel: object;
  refused: object;
  domainTooLong: { length: number };
  tooManyChars: { limit: number };
  tooManyLines: { limit: number };
  lineTooLong: { limit: number };
}

export const fault = faultsOf<PunycodeFaults>('punycode-converter');

/** A note on a converted line: an email's local part kept, a label that mixes scripts (their Unicode names). */
export type PunycodeNote =
  { kind: 'localPart'; local: string } | { kind: 'lookAlike'; label: string; scripts: string[] };
