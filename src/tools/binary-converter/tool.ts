import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Binary Converter',
  description: 'Convert between text, binary, decimal, hexadecimal and octal bytes.',
  category: 'conversion',
  icon: 'binary',
  keywords: [
    'binary',
    'ascii',
    'hex',
    'octal',
    'bytes',
    'utf-8',
    'text to binary',
    'binary to text',
    'ascii to binary',
    'binary to ascii',
    'text to hex',
    'hex to text',
    'string to hex',
    'ascii to hex',
    'bin',
  ],
  handOffs: ['number-base-converter', 'base-encoder', 'hex-viewer', 'unicode-inspector'],
} satisfies ToolEntry;
