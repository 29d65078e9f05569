import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'ZIP Viewer',
  description: 'List and extract the entries of a .zip, .jar, .docx or .apk, safely, without uploading it.',
  category: 'data',
  icon: 'file-archive',
  keywords: [
    'zip',
    'unzip',
    'archive',
    'jar',
    'docx',
    'apk',
    'extract',
    'zip bomb',
    'zip file',
    'open zip',
    'unzip online',
    'zip extractor',
    'zip opener',
    'archive viewer',
    'zipinfo',
    'unzip -l',
    'epub',
  ],
  worker: { size: 1 },
  handOffs: ['file-identifier', 'gzip-tool', 'hex-viewer', 'hash-generator'],
} satisfies ToolEntry;
