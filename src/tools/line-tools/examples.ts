import type { LineToolsOptions } from './core/options';
import type { KitExample } from '../../ui/kit/declaration';

export const EXAMPLES: readonly KitExample<LineToolsOptions>[] = [
  {
    name: 'File names in natural order, duplicates removed',
    input: 'file10.txt\nfile2.txt\nfile1.txt\nfile2.txt\nfile20.txt\n',
    options: { order: 'natural', dedupe: 'first' },
    expect: { output: 'file1.txt\nfile2.txt\nfile10.txt\nfile20.txt\n' },
  },
  {
    name: 'Duplicates removed, with their counts',
    input: 'apple\npear\napple\nfig\npear\napple',
    options: { order: 'keep', dedupe: 'first', counts: true },
    expect: { output: '      3 apple\n      2 pear\n      1 fig' },
  },
  {
    name: 'Error lines kept by a regex, trimmed and numbered',
    input: '  INFO started\n  ERROR disk full\n\n  WARN slow\n  ERROR timeout\n',
    options: { order: 'keep', trim: true, filter: 'keep-regex', filterText: '^(ERROR|WARN)', numbers: true },
    expect: { output: '1. ERROR disk full\n2. WARN slow\n3. ERROR timeout\n' },
  },
];
