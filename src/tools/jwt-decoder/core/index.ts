/**
 * The JWT decoder and encoder: a compact JWS decoded (header, claims explained, payload) and its signature verified
 * with a secret, a PEM key, a JWK or a JWKS; a new token signed; a JWE recognised. On jose, over WebCrypto.
 */
import { formatBytes } from '../../../core/shared/format';
import { ToolError } from '../../../core/shared/tool-error';
import { structuredOutputs, type Structured, type StructuredBlock } from '../../../core/shared/structured';
import { claimRows, dateWords, timeState } from './claims';
import type { SecretEncoding } from './keys';
import { JWT_MESSAGES } from '../words';
import { decodeToken, MAX_TOKEN_CHARS, type DecodedJwe, type DecodedJws, type JsonObject } from './parse';
import { claimsOfToken, signToken } from './sign';
import { verdictOf } from './verify';

export { JWT_MESSAGES } from '../words';
export { MAX_TOKEN_CHARS } from './parse';
export { headerAlg, keyForTrying } from './sign';

export interface JwtOptions {
  /** The HMAC secret (HS256/384/512), to verify or sign with. */
  secret: string;
  secretEncoding: SecretEncoding;
  /** The key to verify RS/PS/ES/EdDSA with: PEM, JWK or JWKS. */
  publicKey: string;
  /** Sign: the header JSON. */
  header: string;
  /** Sign: the private key (PKCS#8 PEM or JWK). */
  privateKey: string;
}

export const DEFAULT_HEADER = '{\n  "alg": "HS256",\n  "typ": "JWT"\n}';

export const JWT_DEFAULTS: JwtOptions = {
  secret: '',
  secretEncoding: 'text',
  publicKey: '',
  header: DEFAULT_HEADER,
  privateKey: '',
};

/** What an action gives: its panes by id and notes under them. */
export interface JwtResult {
  outputs: Record<string, string>;
  notes: Record<string, string>;
  /** The verdict and claims as a record (see core/shared/structured). */
  structured?: Record<string, Structured>;
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** The header's parameters worth naming (alg, typ, kid, cty, enc), as a record. */
function headerRecord(header: JsonObject): StructuredBlock {
  const names = Object.keys(JWT_MESSAGES.headerNames) as (keyof typeof JWT_MESSAGES.headerNames)[];
  const rows = names
    .filter((name) => Object.hasOwn(header, name))
    .map((name) => ({ label: `${name} (${JWT_MESSAGES.headerNames[name]})`, value: JSON.stringify(header[name]) }));
  return { kind: 'rows', heading: JWT_MESSAGES.headerHeading, rows };
}

const note = (text: string): StructuredBlock => ({ kind: 'note', text });

async function decodedJws(decoded: DecodedJws, options: JwtOptions, nowSeconds: number): Promise<JwtResult> {
  const verdict = await verdictOf(decoded, options);
  const { expired, notYet } = timeState(decoded.payload, nowSeconds);
  const warnings: string[] = [];
  if (verdict.status === 'valid' && expired) warnings.push(JWT_MESSAGES.expiredButSigned);
  if (verdict.status === 'valid' && notYet) warnings.push(JWT_MESSAGES.notYetButSigned);
  const claims = decoded.payload ? claimRows(decoded.payload, nowSeconds) : [];
  const heading = `${JWT_MESSAGES.claimsHeading} (now ${dateWords(nowSeconds)})`;
  const { outputs, structured } = structuredOutputs({
    summary: [
      note([verdict.words, ...warnings].join('\n')),
      claims.length ? { kind: 'rows', heading, rows: claims } : note(`${heading}\n${JWT_MESSAGES.noClaims}`),
      headerRecord(decoded.header),
    ],
  });
  return {
    outputs: {
      ...outputs,
      header: pretty(decoded.header),
      payload: decoded.payload ? pretty(decoded.payload) : decoded.payloadText,
    },
    structured,
    notes: decoded.payloadFault ? { payload: decoded.payloadFault } : {},
  };
}

function decodedJwe({ header }: DecodedJwe): JwtResult {
  const enc = typeof header.enc === 'string' ? header.enc : '';
  const jweNote = JWT_MESSAGES.jweNote(enc);
  const { outputs, structured } = structuredOutputs({
    summary: [note(`${JWT_MESSAGES.verdictJwe}\n${jweNote}`), headerRecord(header)],
  });
  return {
    outputs: { ...outputs, header: pretty(header), payload: '' },
    structured,
    notes: { payload: jweNote, summary: jweNote },
  };
}

/** Decodes and verifies a token at `nowMs` (the claims' "3 hours ago" are counted from it). */
export async function decodeJwt(text: string, options: JwtOptions, nowMs: number): Promise<JwtResult> {
  if (text.trim() === '') throw new ToolError(JWT_MESSAGES.invalidTitle, JWT_MESSAGES.emptyToken);
  const decoded = decodeToken(text);
  return decoded.kind === 'jwe' ? decodedJwe(decoded) : decodedJws(decoded, options, Math.floor(nowMs / 1000));
}

/** Signs the payload JSON `text` under the header option. */
export async function signJwt(text: string, options: JwtOptions): Promise<JwtResult> {
  if (text.length > MAX_TOKEN_CHARS)
    throw new ToolError(
      JWT_MESSAGES.payloadTitle,
      JWT_MESSAGES.payloadTooLong(formatBytes(text.length), formatBytes(MAX_TOKEN_CHARS)),
    );
  const { token, publicKey, alg } = await signToken(text, options.header, options);
  const notes: Record<string, string> = publicKey ? {} : { publicKey: JWT_MESSAGES.hmacPublic(alg) };
  if (claimsOfToken(text)) notes.token = JWT_MESSAGES.resigned;
  return { outputs: { token, publicKey }, notes };
}

export const JWT_ACTIONS = { decode: decodeJwt, sign: signJwt } as const;

/** Runs an action by id ('decode' or 'sign'). */
export const runJwtAction = (action: string, text: string, options: JwtOptions, nowMs: number) =>
  action === 'sign' ? signJwt(text, options) : decodeJwt(text, options, nowMs);
