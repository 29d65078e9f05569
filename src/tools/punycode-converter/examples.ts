import type { PunycodeOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<PunycodeOptions>[] = [
  {
    name: 'Domains and an email address to xn--',
    input: 'bücher.example\nmünchen.de\njosé@пример.рф',
    expect: { output: 'xn--bcher-kva.example\nxn--mnchen-3ya.de\njosé@xn--e1afmkfd.xn--p1ai' },
  },
  {
    name: 'A look-alike: a Cyrillic а in a Latin name',
    input: 'xn--pypal-4ve.com',
    action: 'to-unicode',
    expect: { output: 'pаypal.com' },
  },
  {
    name: "RFC 3492's Chinese sample, raw",
    input: 'ihqwcrb4cv8a8dqg056pqjye',
    action: 'raw',
    options: { direction: 'decode' },
    expect: { output: '他们为什么不说中文' },
  },
];
