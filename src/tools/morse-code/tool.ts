import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Morse Code Translator',
  description: 'Translate text to Morse code and back, and hear it played at your speed with a flashing light.',
  category: 'text',
  icon: 'radio',
  keywords: [
    'morse',
    'morse code',
    'cw',
    'sos',
    'dots and dashes',
    'telegraph',
    'wpm',
    'farnsworth',
    'morse translator',
    'morse code translator',
    'text to morse',
    'morse to text',
    'morse decoder',
  ],
  worker: { size: 1 },
  handOffs: ['nato-alphabet', 'simple-ciphers'],
} satisfies ToolEntry;
