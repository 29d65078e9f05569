import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'QR Code Generator',
  description:
    'Turn a URL or any text into a QR code (PNG or SVG), made on your device, and read QR codes from images.',
  category: 'generators',
  icon: 'qr-code',
  keywords: [
    'qr',
    'barcode',
    'png',
    'svg',
    'link',
    'share',
    'scan',
    'reader',
    'qr code',
    'qrcode',
    'qr generator',
    'wifi qr',
    'qr code maker',
    'qrencode',
    'qr scanner',
  ],
  isPopular: true,
  handOffs: ['barcode-generator', 'otp-generator', 'url-parser'],
} satisfies ToolEntry;
