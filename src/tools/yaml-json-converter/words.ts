/** The YAML ⇄ JSON converter's words (one table, for translation). */
import { defineFaultWords } from '../../core/shared/fault-words';
import { formatCount } from '../../core/shared/format';
import { reasonAt } from '../../ui/words/reason-at';
import { fault } from './core/faults';

const INVALID_YAML = 'Invalid YAML';

export const YAML_FAULTS = defineFaultWords(fault, {
  /** The yaml package's reason, at its line and column. */
  invalid: { title: INVALID_YAML, description: reasonAt },
  unresolvedAlias: { title: INVALID_YAML, description: 'An alias names an anchor that is not set before it.' },
  aliasBomb: {
    title: 'Too many aliases',
    description: ({ limit }) =>
      `Its aliases would repeat the same nodes too many times (the limit is ${formatCount(limit)} node copies per anchor). A "billion laughs" YAML is refused here.`,
  },
});
