import { faultsOf } from '../../../core/shared/tool-error';

/** The calculator's faults and what each carries; their words are in ../words.ts. */
export interface MathFaults {
  /** `reason` is mathjs's own message ('Undefined symbol foo'). */
  line: { line: number; reason: string };
  tooDeep: { line: number };
  /** A function refused inside an expression (`name`: 'import', 'createUnit'). */
  disabled: { line: number; name: string };
  tooLong: { limit: number };
  tooSlow: { seconds: number };
  /** `reason` is the worker's own message. */
  crashed: { reason: string };
}

export const fault = faultsOf<MathFaults>('math-evaluator');
