/** The words of a Prettier-based formatter's faults (src/core/shared/code-format.ts), from its two messages. */
import type { CodeSyntaxFaults } from '../../core/shared/code-format';
import type { FaultTable } from '../../core/shared/fault-words';
import { mediaUrlLeftOpen } from './prettier-hangs';
import { reasonAt } from './reason-at';

/** `empty`: e.g. 'Please enter CSS code to format'; `invalid`: e.g. 'Invalid CSS syntax'. */
export const codeSyntaxWords = (empty: string, invalid: string): FaultTable<CodeSyntaxFaults> => ({
  empty: { title: empty },
  invalid: { title: invalid, description: reasonAt },
  mediaUrlLeftOpen: { title: invalid, description: mediaUrlLeftOpen },
});
