/**
 * A code point's properties without a table: its general category and script from the engine's own Unicode data
 * (`\p{gc=…}` and `\p{Script=…}` in a regex), its UTF-8 and UTF-16 code units, and an HTML entity.
 */

/** The general categories' two-letter values (the UCD's), with the words shown for them. */
export const CATEGORIES: Readonly<Record<string, string>> = {
  Lu: 'Uppercase letter',
  Ll: 'Lowercase letter',
  Lt: 'Titlecase letter',
  Lm: 'Modifier letter',
  Lo: 'Other letter',
  Mn: 'Nonspacing mark',
  Mc: 'Spacing mark',
  Me: 'Enclosing mark',
  Nd: 'Decimal number',
  Nl: 'Letter number',
  No: 'Other number',
  Pc: 'Connector punctuation',
  Pd: 'Dash punctuation',
  Ps: 'Open punctuation',
  Pe: 'Close punctuation',
  Pi: 'Initial punctuation',
  Pf: 'Final punctuation',
  Po: 'Other punctuation',
  Sm: 'Math symbol',
  Sc: 'Currency symbol',
  Sk: 'Modifier symbol',
  So: 'Other symbol',
  Zs: 'Space separator',
  Zl: 'Line separator',
  Zp: 'Paragraph separator',
  Cc: 'Control',
  Cf: 'Format',
  Cs: 'Surrogate',
  Co: 'Private use',
  Cn: 'Unassigned',
};

/** The scripts' names (the UCD's long values, Unicode 16); those the engine does not know are left out. */
const SCRIPT_NAMES =
  'Adlam Ahom Anatolian_Hieroglyphs Arabic Armenian Avestan Balinese Bamum Bassa_Vah Batak Bengali Bhaiksuki Bopomofo Brahmi Braille Buginese Buhid Canadian_Aboriginal Carian Caucasian_Albanian Chakma Cham Cherokee Chorasmian Common Coptic Cuneiform Cypriot Cypro_Minoan Cyrillic Deseret Devanagari Dives_Akuru Dogra Duployan Egyptian_Hieroglyphs Elbasan Elymaic Ethiopic Garay Georgian Glagolitic Gothic Grantha Greek Gujarati Gunjala_Gondi Gurmukhi Gurung_Khema Han Hangul Hanifi_Rohingya Hanunoo Hatran Hebrew Hiragana Imperial_Aramaic Inherited Inscriptional_Pahlavi Inscriptional_Parthian Javanese Kaithi Kannada Katakana Kawi Kayah_Li Kharoshthi Khitan_Small_Script Khmer Khojki Khudawadi Kirat_Rai Lao Latin Lepcha Limbu Linear_A Linear_B Lisu Lycian Lydian Mahajani Makasar Malayalam Mandaic Manichaean Marchen Masaram_Gondi Medefaidrin Meetei_Mayek Mende_Kikakui Meroitic_Cursive Meroitic_Hieroglyphs Miao Modi Mongolian Mro Multani Myanmar Nabataean Nag_Mundari Nandinagari New_Tai_Lue Newa Nko Nushu Nyiakeng_Puachue_Hmong Ogham Ol_Chiki Ol_Onal Old_Hungarian Old_Italic Old_North_Arabian Old_Permic Old_Persian Old_Sogdian Old_South_Arabian Old_Turkic Old_Uyghur Oriya Osage Osmanya Pahawh_Hmong Palmyrene Pau_Cin_Hau Phags_Pa Phoenician Psalter_Pahlavi Rejang Runic Samaritan Saurashtra Sharada Shavian Siddham SignWriting Sinhala Sogdian Sora_Sompeng Soyombo Sundanese Sunuwar Syloti_Nagri Syriac Tagalog Tagbanwa Tai_Le Tai_Tham Tai_Viet Takri Tamil Tangsa Tangut Telugu Thaana Thai Tibetan Tifinagh Tirhuta Todhri Toto Tulu_Tigalari Ugaritic Unknown Vai Vithkuqi Wancho Warang_Citi Yezidi Yi Zanabazar_Square'.split(
    ' ',
  );

const supported = (property: string) => {
  try {
    return new RegExp(`\\p{${property}}`, 'u').source !== '';
  } catch {
    return false;
  }
};

/** One regex, a named group per value: the group that matched names the code point's value. */
const oneOf = (property: string, values: readonly string[]) =>
  new RegExp(
    values
      .filter((value) => supported(`${property}=${value}`))
      .map((value) => `(?<${value}>\\p{${property}=${value}})`)
      .join('|'),
    'u',
  );

let categoryPattern: RegExp | undefined;
let scriptPattern: RegExp | undefined;

// A text repeats its characters: each one's value is found once (a regex of 170 alternatives takes ~50 µs).
const categories = new Map<number, string>();
const scripts = new Map<number, string>();

function remembered(values: Map<number, string>, cp: number, find: () => string): string {
  let value = values.get(cp);
  if (value === undefined) values.set(cp, (value = find()));
  return value;
}

const matchedGroup = (pattern: RegExp, char: string): string | undefined => {
  const groups = pattern.exec(char)?.groups;
  return groups && Object.keys(groups).find((key) => groups[key] !== undefined);
};

/** The general category's two letters ('Lu'); 'Cn' for a code point the engine does not know. */
export function categoryOf(cp: number): string {
  categoryPattern ??= oneOf('gc', Object.keys(CATEGORIES));
  return remembered(categories, cp, () => matchedGroup(categoryPattern!, String.fromCodePoint(cp)) ?? 'Cn');
}

/** The script's name ('Latin', 'Common', 'Inherited'); 'Unknown' for unassigned code points. */
export function scriptOf(cp: number): string {
  scriptPattern ??= oneOf('Script', SCRIPT_NAMES);
  return remembered(scripts, cp, () => matchedGroup(scriptPattern!, String.fromCodePoint(cp)) ?? 'Unknown');
}

const hex = (n: number, width: number) => n.toString(16).toUpperCase().padStart(width, '0');

/** 'U+00E9'. */
export const codePointLabel = (cp: number) => `U+${hex(cp, 4)}`;

/** The UTF-8 bytes in hex, 'C3 A9' (a lone surrogate as the three bytes WTF-8 gives it). */
export function utf8Bytes(cp: number): string {
  if (cp < 0x80) return hex(cp, 2);
  const bytes =
    cp < 0x800
      ? [0xc0 | (cp >> 6), 0x80 | (cp & 63)]
      : cp < 0x10000
        ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
        : [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
  return bytes.map((byte) => hex(byte, 2)).join(' ');
}

/** The UTF-16 code units in hex, 'D83D DE00'. */
export function utf16Units(cp: number): string {
  if (cp < 0x10000) return hex(cp, 4);
  const offset = cp - 0x10000;
  return `${hex(0xd800 + (offset >> 10), 4)} ${hex(0xdc00 + (offset & 0x3ff), 4)}`;
}

/** The named entities of characters people meet (HTML's own five, the spaces and the invisible ones). */
const NAMED_ENTITIES: Readonly<Record<number, string>> = {
  0x22: '&quot;',
  0x26: '&amp;',
  0x27: '&apos;',
  0x3c: '&lt;',
  0x3e: '&gt;',
  0xa0: '&nbsp;',
  0xa9: '&copy;',
  0xad: '&shy;',
  0x2002: '&ensp;',
  0x2003: '&emsp;',
  0x2009: '&thinsp;',
  0x200c: '&zwnj;',
  0x200d: '&zwj;',
  0x200e: '&lrm;',
  0x200f: '&rlm;',
  0x2014: '&mdash;',
  0x20ac: '&euro;',
};

/** The HTML entity: its name where it has a common one, else the hexadecimal reference ('&#x1F600;'). */
export const htmlEntity = (cp: number) => NAMED_ENTITIES[cp] ?? `&#x${hex(cp, 1)};`;
