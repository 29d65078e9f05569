import type { KitExample } from '../../ui/kit/declaration';
import type { ColorConverterOptions } from './core';

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<ColorConverterOptions>[] = [
  {
    name: 'A plain sRGB hex in OKLCH',
    input: '#ff8800',
    expect: { output: 'oklch(74.42% 0.1812 56.46)' },
  },
  {
    name: 'A Display P3 red, outside sRGB, in OKLCH',
    input: 'color(display-p3 1 0 0)',
    expect: { output: 'oklch(64.86% 0.2995 28.96)' },
  },
  {
    name: 'Print CMYK to hex',
    input: 'cmyk(0%, 50%, 100%, 0%)',
    options: { to: 'hex' },
    expect: { output: '#ff8000' },
  },
  {
    name: 'Half-transparent RGB in Display P3',
    input: 'rgb(102 51 153 / 50%)',
    options: { to: 'display-p3' },
    expect: { output: 'color(display-p3 0.3737 0.2103 0.5791 / 0.5)' },
  },
];
