import { faultsOf } from '../../../core/shared/tool-error';
import type { KindId } from './units';

/** A unit as a fault names it: its symbol and its name. */
export interface NamedUnit {
  symbol: string;
  name: string;
}

/** The unit converter's faults and what each carries (units by symbol, kinds by id); their words are in ../words.ts. */
export interface UnitFaults {
  noNumber: { text: string };
  noUnit: object;
  unknownUnit: { unit: string };
  /** A unit typed in another case that could be any of `choices`. */
  ambiguousUnit: { unit: string; choices: readonly NamedUnit[] };
  otherKinds: { from: string; fromKind: KindId; to: string; toKind: KindId };
  /** A transfer time of what is not a data size at a data rate. */
  transferNeeds: { size: string; rate: string };
  transferTarget: { unit: string };
  zeroRate: object;
  tooLong: { limit: number };
  exponentTooLarge: { limit: number };
  /** The temperature as typed: its number and unit symbol. */
  belowAbsoluteZero: { number: string; unit: string };
}

export const fault = faultsOf<UnitFaults>('unit-converter');
