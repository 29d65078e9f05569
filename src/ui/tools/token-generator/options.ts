import type { Charset, TokenKind } from '../../../core/tools/token-generator';
import { TOKEN_TEXTS } from '../../../core/tools/token-generator/messages';
import type { SelectOption } from '../../components/Select';

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
