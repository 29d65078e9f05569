/**
 * Latin letters for what Unicode's compatibility decomposition (NFKD) leaves as it is: letters of their own (ß, æ,
 * ø, ł, þ), Cyrillic and Greek. NFKD already takes accents apart (é → e + ´, å → a + ˚) and ligatures such as ﬁ.
 */
const LATIN: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
  ŋ: 'ng',
  ĸ: 'k',
  ŧ: 't',
};

// Russian, Ukrainian and Belarusian letters, after the common romanisation (ж → zh, щ → shch, х → kh).
const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ў: 'u',
};

// Greek letters after ELOT 743 (accents are gone by then: NFKD took them off).
const GREEK: Readonly<Record<string, string>> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

const capitalised = (latin: string) => latin.charAt(0).toUpperCase() + latin.slice(1);

/** Each lower-case letter and its capital (Ж → Zh, so a kept case reads as a word). */
function withCapitals(table: Readonly<Record<string, string>>): Map<string, string> {
  const map = new Map<string, string>();
  for (const [letter, latin] of Object.entries(table)) {
    map.set(letter, latin);
    const capital = letter.toUpperCase();
    if (capital !== letter && capital.length === 1 && !map.has(capital)) map.set(capital, capitalised(latin));
  }
  return map;
}

const TABLE = withCapitals({ ...LATIN, ...CYRILLIC, ...GREEK });
TABLE.set('ẞ', 'Ss');

const NON_ASCII = /[^\0-\x7f]/g;
const HAS_NON_ASCII = /[^\0-\x7f]/;
const MARKS = /\p{M}+/gu;

const fromTable = (text: string) => text.replace(NON_ASCII, (char) => TABLE.get(char) ?? char);

/**
 * The text in ASCII letters where it has a Latin reading: é → e, ß → ss, Ж → Zh, Ω → O, ﬁ → fi. What has none (CJK,
 * emoji, symbols) stays, for the slug to drop. The table runs before NFKD (й, ё are letters of their own, not и, е
 * with a mark) and after it (Greek with its accents taken off).
 */
export function transliterate(text: string): string {
  if (!HAS_NON_ASCII.test(text)) return text;
  return fromTable(fromTable(text.normalize('NFC')).normalize('NFKD').replace(MARKS, ''));
}
