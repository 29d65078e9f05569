import type { KitExample } from '../../ui/kit/declaration';
import type { ContrastCheckerOptions } from './core';

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<ContrastCheckerOptions>[] = [
  {
    // #767676 is the lightest grey that passes AA on white, as WebAIM's checker finds it too.
    name: 'Grey text on white fails AA: the nearest passing grey',
    input: '#888888',
    options: { background: '#ffffff', target: 'aa' },
    expect: {
      report: `Contrast ratio (WCAG 2.2):        3.54:1
AA, normal text (4.5:1):          Fail
AA, large text (3:1):             Pass
AAA, normal text (7:1):           Fail
AAA, large text (4.5:1):          Fail
UI components and graphics (3:1): Pass
APCA Lc (0.0.98G-4g):             63.1 (dark text on a light background)
Suggestion:                       #767676 passes AA, normal text (4.5:1) at 4.54:1 (OKLCH lightness 62.7% → 56.8%, same hue)
`,
    },
  },
  {
    name: 'White on an OKLCH blue: AA passes, APCA is negative',
    input: '#ffffff',
    options: { background: 'oklch(55% 0.2 260)', target: 'aa' },
    expect: {
      report: `Contrast ratio (WCAG 2.2):        5.01:1
AA, normal text (4.5:1):          Pass
AA, large text (3:1):             Pass
AAA, normal text (7:1):           Fail
AAA, large text (4.5:1):          Pass
UI components and graphics (3:1): Pass
APCA Lc (0.0.98G-4g):             -79.4 (light text on a dark background)
Suggestion:                       Already passes AA, normal text (4.5:1)
`,
    },
  },
  {
    name: 'Dark mode: lighter slate text for AAA',
    input: '#94a3b8',
    options: { background: '#1e293b', target: 'aaa' },
    expect: {
      report: `Contrast ratio (WCAG 2.2):        5.7:1
AA, normal text (4.5:1):          Pass
AA, large text (3:1):             Pass
AAA, normal text (7:1):           Fail
AAA, large text (4.5:1):          Pass
UI components and graphics (3:1): Pass
APCA Lc (0.0.98G-4g):             -48.1 (light text on a dark background)
Suggestion:                       #a5b5ca passes AAA, normal text (7:1) at 7:1 (OKLCH lightness 71.1% → 76.7%, same hue)
`,
    },
  },
];
