import { faultsOf } from './tool-error';

/** What a tool was doing when the input was nested deeper than it goes: a code, worded by src/ui/words/nesting.ts. */
export type NestingAction =
  'format' | 'minify' | 'validate' | 'compare' | 'convert' | 'optimise' | 'generateTypes' | 'generateSchema';

/** The nesting limit's fault: the action refused and the limit in levels. */
export interface NestingFaults {
  tooDeep: { action: NestingAction; limit: number };
}

export const nestingFault = faultsOf<NestingFaults>('nesting');
