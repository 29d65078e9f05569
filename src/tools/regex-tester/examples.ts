import type { RegexTesterOptions } from './core/options';
import type { KitExample } from '../../ui/kit/declaration';

const RELEASES = 'v1.2.0 shipped on 2024-05-01; v1.3.0 on 2024-06-15.\nThe next is due 2024-09-30.';
const DATE = '(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})';

export const EXAMPLES: readonly KitExample<RegexTesterOptions>[] = [
  {
    name: 'Dates with named groups',
    input: RELEASES,
    options: { pattern: DATE, flags: 'g' },
    expect: {
      matches: [
        '#  Index  Match       $1    $2  $3  $<year>  $<month>  $<day>',
        '1  18     2024-05-01  2024  05  01  2024     05        01',
        '2  40     2024-06-15  2024  06  15  2024     06        15',
        '3  68     2024-09-30  2024  09  30  2024     09        30',
        '',
      ].join('\n'),
    },
  },
  {
    name: 'Dates rewritten day first',
    input: RELEASES,
    action: 'replace',
    options: { pattern: DATE, flags: 'g', replacement: '$<day>/$<month>/$1' },
    expect: { output: 'v1.2.0 shipped on 01/05/2024; v1.3.0 on 15/06/2024.\nThe next is due 30/09/2024.' },
  },
  {
    name: 'A list split on commas and semicolons',
    input: 'apples, pears;plums ,  figs',
    action: 'split',
    options: { pattern: '\\s*[,;]\\s*', flags: '' },
    expect: { output: '[\n  "apples",\n  "pears",\n  "plums",\n  "figs"\n]' },
  },
];
