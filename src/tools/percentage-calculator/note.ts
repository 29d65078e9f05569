/** The sentence under a result: what was worked out, and how a result that does not end was rounded. */
import { SIGNIFICANT, type PercentageMode, type PercentageResult } from './core';
import { PERCENTAGE_MESSAGES as M } from './words';

/** '15% of 80 is 12.' and the like. */
function explain(mode: PercentageMode, x: string, y: string, output: string, difference: string): string {
  switch (mode) {
    case 'of':
      return `${x}% of ${y} is ${output}.`;
    case 'what-percent':
      return `${x} is ${output} of ${y}.`;
    case 'change':
      return `From ${x} to ${y} is a change of ${output} (a difference of ${difference}).`;
    case 'increase':
      return `${y} increased by ${x}% is ${output}.`;
    case 'decrease':
      return `${y} decreased by ${x}% is ${output}.`;
  }
}

function roundingSaid({ rounding, repeating }: PercentageResult): string[] {
  if (rounding === 'exact') return [];
  if (rounding === 'repeats') return [M.repeats(repeating ?? ''), M.rounded(SIGNIFICANT)];
  return [rounding === 'long' ? M.roundedLong(SIGNIFICANT) : M.rounded(SIGNIFICANT)];
}

export function percentageNote(result: PercentageResult): string {
  const { mode, x, y, output, difference } = result;
  return [explain(mode, x, y, output, difference), ...roundingSaid(result)].join(' ');
}
