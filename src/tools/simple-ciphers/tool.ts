import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Simple Ciphers',
  description:
    'ROT13, ROT47, Caesar, Atbash and Vigenère both ways, and every Caesar shift ranked by how English it reads.',
  category: 'text',
  icon: 'lock-keyhole',
  keywords: [
    'rot13',
    'rot47',
    'caesar',
    'cipher',
    'atbash',
    'vigenere',
    'decode',
    'shift',
    'puzzle',
    'caesar cipher',
    'rot 13',
    'vigenere cipher',
    'substitution cipher',
    'ciphers',
    'rot',
    'cryptogram',
  ],
  worker: { size: 1 },
  handOffs: ['text-encryption', 'morse-code', 'hash-generator'],
} satisfies ToolEntry;
