import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Punycode / IDN Converter',
  description: 'Convert international domains to their xn-- form and back, flag look-alike labels, raw punycode.',
  category: 'encoding',
  icon: 'link',
  keywords: [
    'punycode',
    'idn',
    'idna',
    'xn--',
    'international domain',
    'homograph',
    'email',
    'unicode domain',
    'punycode to unicode',
    'unicode to punycode',
    'emoji domain',
    'idn converter',
    'idn2',
  ],
  handOffs: ['url-parser', 'unicode-inspector', 'url-encoder'],
} satisfies ToolEntry;
