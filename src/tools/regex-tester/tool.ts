import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Regex Tester',
  description:
    'Test JavaScript regular expressions with live match highlighting, groups, replace, split and an explanation.',
  category: 'validation',
  icon: 'regex',
  keywords: [
    'regex',
    'regexp',
    'regular expression',
    'match',
    'pattern',
    'replace',
    'split',
    'capture group',
    'regex test',
    'regex101',
    'regexr',
    'regular expressions',
    'regex debugger',
    'grep',
    'sed',
    'reg ex',
  ],
  isPopular: true,
  worker: { size: 1, livenessMs: 30 * 60_000, cancelGraceMs: 100 },
  handOffs: ['string-escaper', 'line-tools', 'js-formatter'],
} satisfies ToolEntry;
