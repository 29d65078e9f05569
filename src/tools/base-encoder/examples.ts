import type { BaseEncoderOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<BaseEncoderOptions>[] = [
  {
    name: 'Text to Base32, padded',
    input: 'Hello, World!',
    expect: { output: 'JBSWY3DPFQQFO33SNRSCC===' },
  },
  {
    name: 'A Bitcoin address: its checksum checked, its bytes shown as hex',
    input: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    action: 'decode',
    options: { format: 'base58check' },
    expect: { output: '00 62 e9 07 b1 5c bf 27 d5 42 53 99 eb f6 f0 fb\n50 eb b8 8f 18' },
  },
  {
    name: "RFC 9285's Base45 example, with its space",
    input: '%69 VD92EX0',
    action: 'decode',
    options: { format: 'base45' },
    expect: { output: 'Hello!!' },
  },
];
