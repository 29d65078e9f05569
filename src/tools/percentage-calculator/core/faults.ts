import { faultsOf } from '../../../core/shared/tool-error';

/** Which number a fault names: the role the mode gives X or Y. */
export type PercentageField = 'percentage' | 'number' | 'part' | 'whole' | 'start' | 'new';

/** The percentage calculator's faults and what each carries; their words are in ../words.ts. */
export interface PercentageFaults {
  missing: { field: PercentageField };
  tooLong: { field: PercentageField; limit: number };
  exponentTooLarge: { field: PercentageField; limit: number };
  notANumber: { field: PercentageField; text: string };
  percentOfZero: object;
  changeFromZero: object;
}

export const fault = faultsOf<PercentageFaults>('percentage-calculator');
