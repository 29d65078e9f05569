import type { MathOptions } from './core/options';
import type { KitExample } from '../../ui/kit/declaration';

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<MathOptions>[] = [
  {
    name: 'Units, variables and functions',
    input: `# Units convert as they add up
5 cm + 2 inch to mm
r = 3 m
area(r) = pi * r^2
area(r) to ft^2
0.1 + 0.2`,
    expect: {
      results: '\n100.8 mm\n3 m\narea(r)\n304.34239700130522258651375078271 ft^2\n0.3',
      history:
        '5 cm + 2 inch to mm = 100.8 mm\nr = 3 m = 3 m\narea(r) = pi * r^2 = area(r)\narea(r) to ft^2 = 304.34239700130522258651375078271 ft^2\n0.1 + 0.2 = 0.3',
    },
  },
  {
    name: 'Fractions and matrices',
    input: `1/3 + 1/6
A = [1, 2; 3, 4]
inv(A)
det(A)`,
    options: { numbers: 'Fraction' },
    expect: {
      results: '1/2\n[[1, 2], [3, 4]]\n[[-2, 1], [3/2, -1/2]]\n-2',
      history: '1/3 + 1/6 = 1/2\nA = [1, 2; 3, 4] = [[1, 2], [3, 4]]\ninv(A) = [[-2, 1], [3/2, -1/2]]\ndet(A) = -2',
    },
  },
  {
    name: 'Big numbers: 2^100 and 30!',
    input: `2^100
factorial(30)`,
    options: { precision: '64' },
    expect: {
      results: '1267650600228229401496703205376\n265252859812191058636308480000000',
      history: '2^100 = 1267650600228229401496703205376\nfactorial(30) = 265252859812191058636308480000000',
    },
  },
];
