import { FORMATTER_POOL } from '../../workers/pool-presets';
import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Gzip / Deflate',
  description:
    'Compress and decompress gzip, zlib and raw deflate: pasted text, or files of any size streamed to disk.',
  category: 'data',
  icon: 'file-archive',
  keywords: [
    'gzip',
    'gunzip',
    'deflate',
    'inflate',
    'zlib',
    'compress',
    'decompress',
    '.gz',
    'zip',
    'compression',
    'gzip compress',
    'gzip decompress',
    'ungzip',
    'zlib inflate',
    'deflate raw',
    'gz',
    'tar.gz',
    'compression tool',
    'pako',
  ],
  worker: FORMATTER_POOL,
  handOffs: ['file-identifier', 'zip-viewer', 'hex-viewer', 'base64-encoder'],
} satisfies ToolEntry;
