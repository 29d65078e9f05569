/** Magic numbers of common file types, so a decoded payload can be named and previewed. */
const SIGNATURES: ReadonlyArray<{ mimeType: string; bytes: readonly number[]; offset?: number }> = [
  { mimeType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mimeType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mimeType: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { mimeType: 'image/webp', bytes: [0x57, 0x45, 0x42, 0x50], offset: 8 },
  { mimeType: 'image/bmp', bytes: [0x42, 0x4d] },
  { mimeType: 'image/x-icon', bytes: [0x00, 0x00, 0x01, 0x00] },
  { mimeType: 'image/avif', bytes: [0x66, 0x74, 0x79, 0x70, 0x61, 0x76, 0x69, 0x66], offset: 4 },
  { mimeType: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { mimeType: 'application/zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  // RFC 1952: ID1 ID2 and CM, where 8 (deflate) is the only method defined.
  { mimeType: 'application/gzip', bytes: [0x1f, 0x8b, 0x08] },
  { mimeType: 'audio/mpeg', bytes: [0x49, 0x44, 0x33] },
  { mimeType: 'audio/ogg', bytes: [0x4f, 0x67, 0x67, 0x53] },
  { mimeType: 'video/mp4', bytes: [0x66, 0x74, 0x79, 0x70], offset: 4 },
  { mimeType: 'font/woff2', bytes: [0x77, 0x4f, 0x46, 0x32] },
  { mimeType: 'application/wasm', bytes: [0x00, 0x61, 0x73, 0x6d] },
  // GNU gettext's compiled catalogues (.mo), in either byte order: file-type does not know them.
  { mimeType: 'application/x-gettext-translation', bytes: [0xde, 0x12, 0x04, 0x95] },
  { mimeType: 'application/x-gettext-translation', bytes: [0x95, 0x04, 0x12, 0xde] },
];

const matches = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** The media type named by a magic number of at least `minBytes` bytes, or '' when none matches. */
export function sniffSignature(bytes: Uint8Array, minBytes = 0): string {
  return SIGNATURES.find((s) => s.bytes.length >= minBytes && matches(bytes, s.bytes, s.offset))?.mimeType ?? '';
}

/** The media type recognised from the first bytes, or '' when unknown. */
export function sniffMimeType(bytes: Uint8Array, text: string | null): string {
  const signed = sniffSignature(bytes);
  if (signed !== '') return signed;
  if (text !== null) {
    const head = text.slice(0, 512).trimStart();
    if (/^(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'image/svg+xml';
    if (/^[[{]/.test(head)) {
      try {
        JSON.parse(text);
        return 'application/json';
      } catch {
        // Not JSON after all: plain text.
      }
    }
    return 'text/plain';
  }
  return '';
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/x-icon': 'ico',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/gzip': 'gz',
  'application/json': 'json',
  'application/wasm': 'wasm',
  'application/x-gettext-translation': 'mo',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'video/mp4': 'mp4',
  'font/woff2': 'woff2',
  'text/plain': 'txt',
  'text/html': 'html',
  'text/css': 'css',
  'text/csv': 'csv',
};

/** A file name for decoded content of this type, e.g. 'decoded.png' ('decoded.bin' when unknown). */
export function fileNameFor(mimeType: string, base = 'decoded'): string {
  return `${base}.${EXTENSIONS[mimeType.toLowerCase()] ?? 'bin'}`;
}

/** Whether the browser can show this type in an <img> (which never runs scripts, even for SVG). */
export const isPreviewableImage = (mimeType: string) =>
  /^image\/(png|jpeg|gif|webp|bmp|x-icon|avif|svg\+xml)$/i.test(mimeType);
