import { FORMATTER_POOL } from '../../workers/pool-presets';
import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'SVG Optimizer',
  description: 'Minify and clean up SVG files with svgo, with a before and after preview.',
  category: 'conversion',
  icon: 'image',
  keywords: [
    'svg',
    'minify svg',
    'svgo',
    'optimize',
    'optimise',
    'compress',
    'vector',
    'icon',
    'clean',
    'svg minifier',
    'svg compressor',
    'svg optimiser',
    'optimize svg',
  ],
  worker: FORMATTER_POOL,
  handOffs: ['favicon-generator', 'image-converter', 'xml-formatter', 'base64-encoder'],
} satisfies ToolEntry;
