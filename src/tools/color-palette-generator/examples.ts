import type { PaletteOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<PaletteOptions>[] = [
  {
    name: 'Tailwind blue-500 as a v4 theme',
    input: '#3b82f6',
    expect: {
      output: `@theme {
  --color-brand-50: oklch(97% 0.014 259.8);
  --color-brand-100: oklch(93.2% 0.033 259.8);
  --color-brand-200: oklch(88.2% 0.058 259.8);
  --color-brand-300: oklch(80.9% 0.096 259.8);
  --color-brand-400: oklch(70.7% 0.153 259.8);
  --color-brand-500: oklch(62.3% 0.188 259.8);
  --color-brand-600: oklch(54.6% 0.188 259.8);
  --color-brand-700: oklch(48.8% 0.188 259.8);
  --color-brand-800: oklch(42.4% 0.171 259.8);
  --color-brand-900: oklch(37.9% 0.153 259.8);
  --color-brand-950: oklch(28.2% 0.114 259.8);
}
`,
    },
  },
  {
    name: 'A Display P3 red, brought into sRGB, as CSS variables',
    input: 'color(display-p3 1 0.2 0.1)',
    options: { format: 'css', name: 'accent' },
    expect: {
      output: `:root {
  --color-accent-50: #fff2ef;
  --color-accent-100: #ffe1db;
  --color-accent-200: #ffcac0;
  --color-accent-300: #ffa696;
  --color-accent-400: #ff4934;
  --color-accent-500: #f91a00;
  --color-accent-600: #d11400;
  --color-accent-700: #b41000;
  --color-accent-800: #950b00;
  --color-accent-900: #7f0800;
  --color-accent-950: #540300;
}
`,
    },
  },
  {
    name: 'A grey as SCSS: the base lands at 700',
    input: 'oklch(0.5 0 0)',
    options: { format: 'scss', name: 'grey' },
    expect: {
      output: `$grey-50: #f5f5f5;
$grey-100: #e8e8e8;
$grey-200: #d8d8d8;
$grey-300: #c0c0c0;
$grey-400: #a0a0a0;
$grey-500: #878787;
$grey-600: #707070;
$grey-700: #636363;
$grey-800: #4e4e4e;
$grey-900: #424242;
$grey-950: #292929;
`,
    },
  },
];
