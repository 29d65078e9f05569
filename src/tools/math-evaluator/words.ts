/** The calculator's words, one catalogue: its faults and its page. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault } from './core/faults';

const ERROR_TITLE = 'Cannot calculate';

export const MATH_FAULTS = defineFaultWords(fault, {
  line: { title: ERROR_TITLE, description: ({ line, reason }) => `Line ${line}: ${reason}` },
  tooDeep: {
    title: ERROR_TITLE,
    description: ({ line }) => `Line ${line}: The expression is nested too deeply to read.`,
  },
  disabled: {
    title: ERROR_TITLE,
    description: ({ line, name }) =>
      `Line ${line}: ${name} is not available here (it would change the calculator for every line).`,
  },
  tooLong: {
    title: ERROR_TITLE,
    description: ({ limit }) => `The input is longer than ${limit.toLocaleString('en-US')} characters.`,
  },
  tooSlow: {
    title: 'Calculation stopped',
    description: ({ seconds }) =>
      `It took longer than ${seconds} s (a huge factorial, power or matrix?) and was stopped. Try smaller numbers.`,
  },
  crashed: {
    title: 'Calculation failed',
    description: ({ reason }) => `The calculator ran out of room (${reason}). Try smaller numbers or matrices.`,
  },
});

/** The page's words. */
export const MATH_MESSAGES = { errorTitle: ERROR_TITLE } as const;
