/** The YAML ⇄ JSON converter's words (one table, for translation). */
import { formatCount } from '../../core/shared/format';

export const YAML_MESSAGES = {
  invalidTitle: 'Invalid YAML',
  aliasTitle: 'Too many aliases',
  /** The yaml package's alias budget spent: a "billion laughs" or a text built like one. */
  aliasBomb: (limit: number) =>
    `Its aliases would repeat the same nodes too many times (the limit is ${formatCount(limit)} node copies per anchor). A "billion laughs" YAML is refused here.`,
  unresolvedAlias: 'An alias names an anchor that is not set before it.',
  writeTitle: 'Cannot write YAML',
} as const;
