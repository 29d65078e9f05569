import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'PDF Merge, Split & Compress',
  description: 'Merge, split and shrink PDF files on your device.',
  category: 'conversion',
  icon: 'file-stack',
  keywords: ['pdf', 'merge pdf', 'split pdf', 'compress pdf', 'pdf merge', 'pdf split', 'pdf compress', 'combine pdf'],
  comingSoon: true,
  handOffs: ['image-converter', 'file-identifier'],
} satisfies ToolEntry;
