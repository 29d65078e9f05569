import { concatBytes, decodeBytes, encodeBytes } from '../../tools/base64/core';

/**
 * Share links: a tool's input and options in the address's fragment (`#share=…`), which browsers never send to a
 * server. The state is JSON `{v: 1, tool?, input?, texts?, options?}` (`texts`: named inputs, such as a diff's two
 * sides, for a view with more than one), UTF-8, raw DEFLATE (the browser's own
 * `CompressionStream`), then Base64url without padding.
 */

/** The fragment's key: other fragments (a heading's anchor, the Twitch helper's `#load=`) are not share links. */
export const SHARE_PREFIX = '#share=';
/** Compressed state above this many bytes leaves the input out of the link. */
export const SHARE_LIMIT_BYTES = 8 * 1024;
/** A link whose state inflates past this is refused, so a crafted fragment (a "zip bomb") cannot eat memory. */
export const INFLATED_LIMIT_BYTES = 1024 * 1024;
/** The longest fragment read: a link this site makes is under 11,000 characters. */
const FRAGMENT_LIMIT_CHARS = 64 * 1024;
export const UNREADABLE_LINK = 'This link could not be read';

/** An option's value as a link carries it. */
export type ShareValue = string | number | boolean | readonly string[];

export interface ShareState {
  tool?: string;
  input?: string;
  /** A view's inputs by name, where it has several; they count as the input (size limit, secrets). */
  texts?: Readonly<Record<string, string>>;
  options?: Readonly<Record<string, ShareValue>>;
}

/** Why the link carries no input although the tool had one. */
export type InputLeftOut = 'too-large' | 'secret';

export interface ShareLink {
  /** The fragment, '#share=…'. */
  fragment: string;
  inputLeftOut?: InputLeftOut;
}

/** The one error reading a link throws, whatever was wrong with it. */
export class ShareLinkError extends Error {
  constructor() {
    super(UNREADABLE_LINK);
    this.name = 'ShareLinkError';
  }
}

/**
 * The link for `state`. Input (the input and the named texts, together) whose compressed state passes
 * SHARE_LIMIT_BYTES is left out (the options stay), and so is any text that contains one of `secrets` (a key or a
 * generated password), wherever it would go.
 */
export async function encodeShareState(state: ShareState, secrets: readonly string[] = []): Promise<ShareLink> {
  const keep = (text: string) => !secrets.some((secret) => secret !== '' && text.includes(secret));
  const options = withoutSecrets(state.options ?? {}, keep);
  const base = { tool: state.tool !== undefined && keep(state.tool) ? state.tool : undefined, options };
  const inputs = inputsOf(state);
  if (inputs.input === undefined && inputs.texts === undefined) return { fragment: await fragmentOf(base) };
  if (![inputs.input ?? '', ...Object.values(inputs.texts ?? {})].every(keep)) {
    return { fragment: await fragmentOf(base), inputLeftOut: 'secret' };
  }
  const full = await compressedState({ ...base, ...inputs });
  if (full.length <= SHARE_LIMIT_BYTES) return { fragment: SHARE_PREFIX + toBase64url(full) };
  return { fragment: await fragmentOf(base), inputLeftOut: 'too-large' };
}

/** The input and named texts worth a link: empty ones are left out. */
function inputsOf({ input, texts = {} }: ShareState): Pick<ShareState, 'input' | 'texts'> {
  const filled = Object.entries(texts).filter(([, text]) => text !== '');
  return {
    input: input === '' ? undefined : input,
    texts: filled.length ? Object.fromEntries(filled) : undefined,
  };
}

/** The state a `#share=…` fragment carries, its shape checked (unknown keys and ill-typed options dropped). */
export async function decodeShareState(fragment: string): Promise<ShareState> {
  try {
    const bytes = await inflateCapped(decodeBytes(payloadOf(fragment)));
    return stateOf(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)));
  } catch {
    throw new ShareLinkError();
  }
}

/** Whether the address's fragment is a share link at all. */
export const isShareFragment = (fragment: string) => fragment.startsWith(SHARE_PREFIX);

function withoutSecrets(options: Readonly<Record<string, ShareValue>>, keep: (text: string) => boolean) {
  const kept: Record<string, ShareValue> = {};
  for (const [key, value] of Object.entries(options)) {
    const texts = typeof value === 'string' ? [value] : Array.isArray(value) ? (value as string[]) : [];
    if (keep(key) && texts.every(keep)) kept[key] = value;
  }
  return kept;
}

async function fragmentOf(state: ShareState): Promise<string> {
  return SHARE_PREFIX + toBase64url(await compressedState(state));
}

function compressedState({ tool, input, texts, options }: ShareState): Promise<Uint8Array> {
  const json = JSON.stringify({
    v: 1,
    tool,
    input,
    texts,
    options: options && Object.keys(options).length ? options : undefined,
  });
  return transform(new TextEncoder().encode(json), new CompressionStream('deflate-raw'));
}

// The shared Base64 encoder uses the platform's `toBase64` where there is one.
const toBase64url = (bytes: Uint8Array) => encodeBytes(bytes, { urlSafe: true, padding: false });

function payloadOf(fragment: string): string {
  if (!isShareFragment(fragment)) throw new ShareLinkError();
  const payload = fragment.slice(SHARE_PREFIX.length);
  if (payload.length > FRAGMENT_LIMIT_CHARS || !/^[A-Za-z0-9_-]+$/.test(payload)) throw new ShareLinkError();
  return payload;
}

/** Writes `bytes` through a compression stream and collects all it gives. */
async function transform(bytes: Uint8Array, stream: CompressionStream): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  await collect(bytes, stream, (chunk) => void chunks.push(chunk));
  return concatBytes(chunks);
}

/** Inflates `bytes`, refusing (and stopping the stream) as soon as the output passes INFLATED_LIMIT_BYTES. */
async function inflateCapped(bytes: Uint8Array): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  await collect(bytes, new DecompressionStream('deflate-raw'), (chunk) => {
    total += chunk.length;
    if (total > INFLATED_LIMIT_BYTES) return false;
    chunks.push(chunk);
  });
  return concatBytes(chunks);
}

/** Feeds `bytes` to the stream and hands each output chunk to `take`; `take` returning false aborts with an error. */
async function collect(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
  take: (chunk: Uint8Array) => boolean | void,
): Promise<void> {
  const writer = stream.writable.getWriter();
  // The writer's promises reject too when the data is corrupt; the reader reports it, so these are only settled.
  writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => undefined);
  writer.close().catch(() => undefined);
  const reader = stream.readable.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    if (take(value) === false) {
      await reader.cancel().catch(() => undefined);
      throw new ShareLinkError();
    }
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isShareValue = (value: unknown): value is ShareValue =>
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** The entries of `record` whose value passes `check`. */
const entriesWhere = <T>(record: Record<string, unknown>, check: (value: unknown) => value is T) =>
  Object.fromEntries(Object.entries(record).filter((entry): entry is [string, T] => check(entry[1])));

/** The parts of a parsed link that have the right shape: a link must say `v: 1`; anything else is dropped. */
function stateOf(json: unknown): ShareState {
  if (!isRecord(json) || json.v !== 1) throw new ShareLinkError();
  const state: { -readonly [K in keyof ShareState]: ShareState[K] } = {};
  if (typeof json.tool === 'string') state.tool = json.tool;
  if (typeof json.input === 'string') state.input = json.input;
  // fromEntries defines each key as its own property, so a key such as '__proto__' stays a plain key.
  if (isRecord(json.texts)) state.texts = entriesWhere(json.texts, (value) => typeof value === 'string');
  if (isRecord(json.options)) state.options = entriesWhere(json.options, isShareValue);
  return state;
}
