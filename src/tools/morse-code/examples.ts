import type { MorseOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<MorseOptions>[] = [
  {
    name: 'A greeting',
    input: 'Hello, world!',
    expect: { output: '.... . .-.. .-.. --- --..-- / .-- --- .-. .-.. -.. -.-.--' },
  },
  {
    name: 'SOS and a call sign, read back',
    input: '... --- ... / -.. . / ..-. ....- .- -... -.-.',
    action: 'morse-to-text',
    expect: { output: 'SOS DE F4ABC' },
  },
  {
    name: 'A character with no Morse code',
    input: 'Meet at 10:30 #lobby',
    action: 'text-to-morse',
    options: { wordGap: 'gap' },
    expect: { output: '-- . . -   .- -   .---- ----- ---... ...-- -----   .-.. --- -... -... -.--' },
  },
];
