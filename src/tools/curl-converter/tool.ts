import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'curl to Code',
  description: 'Turn a curl command into fetch, Python requests or Go code.',
  category: 'conversion',
  icon: 'terminal',
  keywords: [
    'curl',
    'fetch',
    'requests',
    'http',
    'convert curl',
    'curl to code',
    'curl to fetch',
    'curl to python',
    'curl converter',
  ],
  comingSoon: true,
  handOffs: ['url-parser', 'http-status-codes', 'json-formatter'],
} satisfies ToolEntry;
