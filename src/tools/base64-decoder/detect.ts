/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, type Detector } from '../../core/site/detector';
import { decodeBytes, locatePayload, sniffSignature, utf8OrNull } from '../base64/core';

const MIN_BASE64_CHARS = 8;
const MIN_MAGIC_BYTES = 3;
/** Readable text: no control characters other than tab, LF and CR, and no replacement character. */
function isReadable(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const control = (c < 32 && c !== 9 && c !== 10 && c !== 13) || (c >= 0x7f && c <= 0x9f) || c === 0xfffd;
    if (control) return false;
  }
  return text.trim() !== '';
}

const detectBase64: Detector = ({ head, complete }) => {
  const source = locatePayload(head);
  if (source.payloadStart > 0) {
    const type = source.mimeType || 'no media type';
    // The decoder also takes a percent-encoded data URL (data:image/svg+xml,%3Csvg...).
    return [hit('base64-decoder', 95, `Looks like a ${source.base64 ? 'Base64 ' : ''}data URL (${type})`)];
  }
  // Base64 comes as one run, or as lines of one run each (wrapped at 64 or 76): spaces inside a line make it words,
  // and random words of letters and digits decode to readable UTF-8 often enough to be claimed.
  if (/\S[ \t]+\S/.test(head)) return [];
  const compact = head.replace(/\s+/g, '');
  if (compact.length < MIN_BASE64_CHARS || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(compact)) return [];
  // Base64 is written in one alphabet: '+' and '/' (standard) or '-' and '_' (URL-safe), never both.
  if (/[+/]/.test(compact) && /[-_]/.test(compact)) return [];
  // A cut prefix is decoded up to a whole group, so the cut itself is not an error.
  const payload = complete ? compact : compact.slice(0, compact.length - (compact.length % 4));
  let bytes: Uint8Array;
  try {
    bytes = decodeBytes(payload);
  } catch {
    return [];
  }
  const text = utf8OrNull(bytes);
  // Random letters and digits are valid Base64 too: claim it only when the bytes are readable text or a known file.
  if (text !== null && isReadable(text)) {
    return [hit('base64-decoder', 70, `Looks like Base64 (decodes to text: "${preview(text)}")`)];
  }
  // A 2-byte magic number ("BM") turns up in random letters about once in 240,000 pastes: ask for 3 bytes or more.
  const mimeType = text === null ? sniffSignature(bytes, MIN_MAGIC_BYTES) : '';
  if (mimeType !== '') return [hit('base64-decoder', 70, `Looks like Base64 (a ${mimeType} file)`)];
  return [];
};

const preview = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 24 ? `${line.slice(0, 24)}…` : line;
};

export default detectBase64;
