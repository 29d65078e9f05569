/** The SVG optimizer's words (one table, for translation): its faults, its note and its preview. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { formatBytes } from '../../core/shared/format';
import { reasonAt } from '../../ui/words/reason-at';
import { fault } from './core/faults';

export const SVG_MESSAGES = {
  /** The note under the output: bytes before and after (UTF-8) and the share saved. */
  saved: (before: string, after: string, percent: string) => `${before} → ${after}: ${percent} saved`,
  grew: (before: string, after: string, percent: string) => `${before} → ${after}: ${percent} larger`,
  previewTab: 'Preview',
  before: 'Before',
  after: 'After',
  previewAlt: (which: string) => `${which} optimisation, drawn as an image (no script runs)`,
  previewEmpty: 'Optimise an SVG to compare it before and after.',
  previewFile: 'The file is not in the editor: its preview shows the optimised SVG only.',
} as const;

export const SVG_FAULTS = defineFaultWords(fault, {
  invalid: { title: 'Invalid SVG', description: reasonAt },
  failed: { title: 'Could not optimise the SVG', description: ({ reason }) => reason },
  tooLarge: {
    title: 'SVG too large',
    description: ({ limit }) =>
      `The SVG optimizer takes up to ${formatBytes(limit)}. Split the file or optimise it with svgo on the command line.`,
  },
});
