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
  // Four workers search a large file's quarters, each reading its own: Chromium streams a file faster to several
  // readers than to one, and the search itself (WebAssembly SIMD) is a small part of the time (figures: README).
  worker: { size: 4 },
  handOffs: ['file-identifier', 'binary-converter', 'unicode-inspector', 'hash-generator'],
} satisfies ToolEntry;
