import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Hex Viewer',
  description: 'Open a file of any size in hex and text, jump to an offset, search bytes, inspect values.',
  category: 'data',
  icon: 'binary',
  keywords: [
    'hex',
    'hexdump',
    'xxd',
    'hex editor',
    'bytes',
    'binary',
    'offset',
    'inspect file',
    'hex dump',
    'hexedit',
    'od',
    'hexyl',
    'binary viewer',
    'byte viewer',
    'view binary file',
    'hex reader',
  ],
  isNew: true,
  worker: true,
  handOffs: ['file-identifier', 'binary-converter', 'unicode-inspector', 'hash-generator'],
} satisfies ToolEntry;
