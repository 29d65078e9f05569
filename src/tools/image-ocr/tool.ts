import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Image to Text (OCR)',
  description: 'Read the text in a picture or a screenshot, on your device.',
  category: 'conversion',
  icon: 'scan-line',
  keywords: [
    'ocr',
    'image to text',
    'screenshot text',
    'recognise text',
    'tesseract',
    'extract text from image',
    'text recognition',
  ],
  comingSoon: true,
  handOffs: ['image-converter', 'exif-viewer', 'text-statistics'],
} satisfies ToolEntry;
