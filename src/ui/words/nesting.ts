/** The words of the nesting limit's fault (src/core/shared/nesting.ts). */
import { defineFaultWords } from '../../core/shared/fault-words';
import { formatCount } from '../../core/shared/format';
import { nestingFault, type NestingAction } from '../../core/shared/nesting-faults';

const VERBS: Record<NestingAction, string> = {
  format: 'format',
  minify: 'minify',
  validate: 'validate',
  compare: 'compare',
  convert: 'convert',
  optimise: 'optimise',
  generateTypes: 'generate types',
  generateSchema: 'generate a schema for',
};

export const NESTING_FAULTS = defineFaultWords(nestingFault, {
  tooDeep: {
    title: ({ action }) => `Nested too deeply to ${VERBS[action]}`,
    description: ({ limit }) =>
      `the limit is ${formatCount(limit)} levels. The input is not invalid; this tool cannot go deeper.`,
  },
});
