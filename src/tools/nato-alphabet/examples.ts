import type { NatoOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<NatoOptions>[] = [
  {
    name: 'A booking reference',
    input: 'Ref: QX7-29B',
    action: 'text-to-nato',
    expect: { output: 'Romeo Echo Foxtrot Colon / Quebec X-ray Seven Dash Two Nine Bravo' },
  },
  {
    name: 'A flight level, ICAO figures',
    input: 'FL 390',
    action: 'text-to-nato',
    options: { digits: 'icao' },
    expect: { output: 'Foxtrot Lima / Tree Niner Zero' },
  },
  {
    name: 'An email address read back',
    input: 'Juliett Alfa Niner / At / Echo X-ray Dot India Oscar',
    action: 'nato-to-text',
    expect: { output: 'JA9 @ EX.IO' },
  },
];
