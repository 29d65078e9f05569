/** Bytes before and after an optimisation (../result.ts words them in the note under the output). */

/** A text's length in UTF-8 bytes, without encoding it (a 5 MB SVG would be copied once more). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4; // a surrogate pair is one 4-byte sequence
      i++;
    } else bytes += 3;
  }
  return bytes;
}

export interface SvgSizes {
  before: number;
  after: number;
}

/** The share saved, one decimal: 45.0 %, never "-0.0". */
export const percentSaved = ({ before, after }: SvgSizes): number =>
  before === 0 ? 0 : Math.round(((before - after) / before) * 1000) / 10;
