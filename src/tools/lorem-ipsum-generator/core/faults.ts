import { faultsOf } from '../../../core/shared/tool-error';
import type { LoremUnit } from './options';

/** The Lorem Ipsum Generator's faults and what each carries; their words are in ../words.ts. */
export interface LoremFaults {
  /** Not a whole number from 1: the unit asked and its limit. */
  invalid: { unit: LoremUnit; max: number };
  /** Past the unit's limit: the count as typed. */
  tooMany: { unit: LoremUnit; asked: string; max: number };
}

export const fault = faultsOf<LoremFaults>('lorem-ipsum-generator');
