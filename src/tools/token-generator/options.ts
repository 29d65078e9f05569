import { DEFAULT_SPEC, NANOID_SIZE, QUANTITY, type Charset, type TokenKind, type TokenSpec } from './core';
import { TOKEN_TEXTS } from './words';
import type { SelectOption } from '../../ui/components/Select';

export const KIND_OPTIONS: SelectOption<TokenKind>[] = [
  { value: 'ulid', label: TOKEN_TEXTS.kindUlid },
  { value: 'nanoid', label: TOKEN_TEXTS.kindNanoid },
  { value: 'random', label: TOKEN_TEXTS.kindRandom },
  { value: 'api-key', label: TOKEN_TEXTS.kindApiKey },
  { value: 'objectid', label: TOKEN_TEXTS.kindObjectId },
];

export const CHARSET_OPTIONS: SelectOption<Charset>[] = [
  { value: 'alphanumeric', label: TOKEN_TEXTS.charsetAlphanumeric },
  { value: 'hex', label: TOKEN_TEXTS.charsetHex },
  { value: 'base64url', label: TOKEN_TEXTS.charsetBase64url },
  { value: 'custom', label: TOKEN_TEXTS.charsetCustom },
];

/** The settings as the fields hold them (numbers as typed). */
export interface TokenSettings {
  kind: TokenKind;
  charset: Charset;
  alphabet: string;
  lengthText: string;
  prefix: string;
  quantityText: string;
}

export const INITIAL: TokenSettings = {
  kind: DEFAULT_SPEC.kind,
  charset: DEFAULT_SPEC.charset,
  alphabet: DEFAULT_SPEC.alphabet,
  lengthText: String(DEFAULT_SPEC.length),
  prefix: DEFAULT_SPEC.prefix,
  quantityText: String(QUANTITY.default),
};

/** The spec the settings describe; NanoID's size defaults to nanoid's 21 when the box is empty. */
export function specOf(s: TokenSettings): TokenSpec {
  const typed = s.lengthText.trim();
  const length = typed === '' ? (s.kind === 'nanoid' ? NANOID_SIZE : DEFAULT_SPEC.length) : Number(typed);
  return { kind: s.kind, charset: s.charset, alphabet: s.alphabet, length, prefix: s.prefix };
}
