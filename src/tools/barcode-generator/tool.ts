import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Barcode Generator',
  description: 'Code 128, EAN, UPC, Code 39, ITF-14, Data Matrix, PDF417 and Aztec, with check digits.',
  category: 'generators',
  icon: 'barcode',
  keywords: [
    'barcode',
    'ean',
    'ean-13',
    'upc',
    'code 128',
    'code 39',
    'data matrix',
    'pdf417',
    'aztec',
    'itf',
    'barcode maker',
    'ean13',
    'upc-a',
    'code128',
    'code39',
    'gs1',
    'isbn barcode',
  ],
  isNew: true,
  handOffs: ['qr-code-generator'],
} satisfies ToolEntry;
