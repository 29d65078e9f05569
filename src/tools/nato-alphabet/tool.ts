import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'NATO Phonetic Alphabet',
  description: 'Spell text with the NATO alphabet (Alfa, Bravo, Charlie…) and read the words back.',
  category: 'text',
  icon: 'speech',
  keywords: [
    'nato',
    'phonetic alphabet',
    'spelling alphabet',
    'icao',
    'alfa bravo',
    'radio alphabet',
    'spell',
    'nato alphabet',
    'phonetic',
    'alpha bravo charlie',
    'military alphabet',
    'spell out',
  ],
  worker: { size: 1 },
  handOffs: ['morse-code', 'simple-ciphers'],
} satisfies ToolEntry;
