import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeBytes } from '../../tools/base64/core';
import { intBetween, isBoolean, oneOf, subsetOf, textUpTo } from './share-checks';
import {
  SHARE_LIMIT_BYTES,
  SHARE_PREFIX,
  ShareLinkError,
  decodeShareState,
  encodeShareState,
  isShareFragment,
  type ShareValue,
} from './share-link';

const shareValue: fc.Arbitrary<ShareValue> = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
  fc.array(fc.string()),
);
const options = fc.dictionary(
  fc.string().filter((key) => key !== '__proto__'),
  shareValue,
  { maxKeys: 6 },
);

/** Raw DEFLATE of `bytes`. */
async function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
/** Raw DEFLATE of `bytes`, as a fragment (a hand-made link). */
const fragmentOfBytes = async (bytes: Uint8Array) =>
  SHARE_PREFIX + encodeBytes(await deflateRaw(bytes), { urlSafe: true, padding: false });
const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const fragmentOfJson = (value: unknown) => fragmentOfBytes(jsonBytes(value));
/** The size of a state as a link carries it: its JSON, raw DEFLATE. */
const compressedSize = async (value: unknown) => (await deflateRaw(jsonBytes(value))).length;

describe('share links', () => {
  it('round-trips a tool, its input and its options', async () => {
    const state = { tool: 'url-encoder', input: 'a b&c=ü 😀', options: { mode: 'full', batch: true, size: 250 } };
    const link = await encodeShareState(state);
    expect(link.fragment).toMatch(/^#share=[A-Za-z0-9_-]+$/);
    expect(link.inputLeftOut).toBeUndefined();
    expect(await decodeShareState(link.fragment)).toEqual(state);
  });

  it('round-trips random input and options', async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(fc.string({ unit: 'grapheme' }), { nil: undefined }), options, async (input, opts) => {
        const link = await encodeShareState({ tool: 't', input, options: opts });
        const state = await decodeShareState(link.fragment);
        expect(state.tool).toBe('t');
        expect(state.input).toBe(input === '' ? undefined : input);
        expect(state.options ?? {}).toEqual(opts);
      }),
      { numRuns: 200 },
    );
  });

  it('leaves out input over 8 KB compressed but keeps the options', async () => {
    const random = crypto.getRandomValues(new Uint8Array(12 * 1024));
    const input = encodeBytes(random); // Base64 of random bytes hardly compresses
    const link = await encodeShareState({ tool: 'base64-decoder', input, options: { urlSafe: true } });
    expect(link.inputLeftOut).toBe('too-large');
    expect(await decodeShareState(link.fragment)).toEqual({ tool: 'base64-decoder', options: { urlSafe: true } });
  });

  it('keeps input that compresses to 8 KB or less, however long', async () => {
    const input = 'abc '.repeat(100_000);
    const link = await encodeShareState({ input });
    expect(link.inputLeftOut).toBeUndefined();
    expect((await decodeShareState(link.fragment)).input).toBe(input);
  });

  it('leaves the input out exactly when its state compresses to over 8 KB', { timeout: 30_000 }, async () => {
    // Base64 of random bytes: 6 bits a character that DEFLATE cannot squeeze, so 6,000 to 10,000 random bytes
    // compress to about 6 to 10 KB, on both sides of the limit.
    const incompressible = fc
      .integer({ min: 6_000, max: 10_000 })
      .chain((length) => fc.uint8Array({ minLength: length, maxLength: length }))
      .map((bytes) => encodeBytes(bytes));
    const seen = { kept: 0, leftOut: 0 };
    await fc.assert(
      fc.asyncProperty(incompressible, async (input) => {
        const link = await encodeShareState({ input });
        const compressed = await compressedSize({ v: 1, input });
        if (compressed > SHARE_LIMIT_BYTES) {
          seen.leftOut++;
          expect(link.inputLeftOut).toBe('too-large');
          expect(await decodeShareState(link.fragment)).toEqual({});
        } else {
          seen.kept++;
          expect(link.inputLeftOut).toBeUndefined();
          expect((await decodeShareState(link.fragment)).input).toBe(input);
        }
      }),
      { numRuns: 40 },
    );
    // The property is only worth something if the inputs fall on both sides of the limit.
    expect(seen.kept).toBeGreaterThan(0);
    expect(seen.leftOut).toBeGreaterThan(0);
  });

  it('never writes a secret into the link', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), fc.string(), options, async (secret, text, opts) => {
        const input = text + secret + text; // the secret inside the input too
        const link = await encodeShareState({ tool: 'hash-generator', input, options: { ...opts, key: secret } }, [
          secret,
        ]);
        expect(link.inputLeftOut).toBe('secret');
        const state = await decodeShareState(link.fragment);
        const texts = [state.tool, state.input, ...Object.entries(state.options ?? {}).flat(2)];
        expect(texts.filter((text) => typeof text === 'string' && text.includes(secret))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips named texts beside the input and options, leaving empty ones out', async () => {
    const state = {
      tool: 'code-diff',
      texts: { original: 'a\nb\n', modified: 'a\nc\n', empty: '' },
      options: { x: 1 },
    };
    const link = await encodeShareState(state);
    expect(link.inputLeftOut).toBeUndefined();
    expect(await decodeShareState(link.fragment)).toEqual({
      tool: 'code-diff',
      texts: { original: 'a\nb\n', modified: 'a\nc\n' },
      options: { x: 1 },
    });
  });

  it('round-trips random named texts', async () => {
    const texts = fc.dictionary(
      fc.string().filter((key) => key !== '__proto__'),
      fc.string({ unit: 'grapheme', minLength: 1 }),
      { maxKeys: 4 },
    );
    await fc.assert(
      fc.asyncProperty(texts, async (named) => {
        const state = await decodeShareState((await encodeShareState({ texts: named })).fragment);
        expect(state.texts ?? {}).toEqual(named);
      }),
      { numRuns: 100 },
    );
  });

  it('counts the named texts together against the limit, and leaves them all out past it', async () => {
    const random = () => encodeBytes(crypto.getRandomValues(new Uint8Array(4 * 1024)));
    const texts = { original: random(), modified: random() }; // each fits alone, together they do not
    expect((await encodeShareState({ texts: { original: texts.original } })).inputLeftOut).toBeUndefined();
    const link = await encodeShareState({ tool: 'code-diff', texts, options: { ignoreCase: true } });
    expect(link.inputLeftOut).toBe('too-large');
    expect(await decodeShareState(link.fragment)).toEqual({ tool: 'code-diff', options: { ignoreCase: true } });
  });

  it('leaves every text out when one holds a secret', async () => {
    const link = await encodeShareState({ input: 'plain', texts: { a: 'also plain', b: 'has s3cret in it' } }, [
      's3cret',
    ]);
    expect(link.inputLeftOut).toBe('secret');
    expect(await decodeShareState(link.fragment)).toEqual({});
  });

  it('drops named texts that are not strings', async () => {
    const fragment = await fragmentOfJson({ v: 1, texts: { ok: 'a', n: 1, list: ['b'], nil: null } });
    expect(await decodeShareState(fragment)).toEqual({ texts: { ok: 'a' } });
  });

  it('reads only its own fragments', () => {
    expect(isShareFragment('#share=abc')).toBe(true);
    expect(isShareFragment('#load=https://example.com')).toBe(false);
    expect(isShareFragment('')).toBe(false);
  });

  it('refuses fragments that are not links it made', async () => {
    for (const fragment of ['', '#share=', '#share=***', '#share=AAAA', '#load=x', `#share=${'A'.repeat(70_000)}`]) {
      await expect(decodeShareState(fragment)).rejects.toThrow(ShareLinkError);
    }
    for (const json of [null, 1, 'x', [], { v: 2, input: 'a' }, { input: 'a' }]) {
      await expect(decodeShareState(await fragmentOfJson(json))).rejects.toThrow('This link could not be read');
    }
    await expect(decodeShareState(await fragmentOfBytes(Uint8Array.of(0xff, 0xfe)))).rejects.toThrow(ShareLinkError);
  });

  it('drops unknown keys and options of the wrong type', async () => {
    const fragment = await fragmentOfJson({
      v: 1,
      tool: 7,
      input: 'x',
      extra: 'y',
      options: { ok: 'a', n: 2, list: ['a'], bad: { deep: 1 }, mixed: ['a', 1], nil: null, ['__proto__']: 'p' },
    });
    const state = await decodeShareState(fragment);
    expect(state).toEqual({ input: 'x', options: { ok: 'a', n: 2, list: ['a'], ['__proto__']: 'p' } });
    expect(Object.getPrototypeOf(state.options)).toBe(Object.prototype);
  });

  it('refuses a link that inflates past 1 MB without inflating it all', async () => {
    const bomb = await fragmentOfBytes(new TextEncoder().encode(`{"v":1,"input":"${'a'.repeat(50 * 1024 * 1024)}"}`));
    expect(bomb.length).toBeLessThan(100_000);
    await expect(decodeShareState(bomb)).rejects.toThrow(ShareLinkError);
  });

  it('throws nothing but its own error on random fragments', async () => {
    const payload = fc.oneof(
      fc.string(),
      fc.stringMatching(/^[A-Za-z0-9_-]{1,200}$/),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => encodeBytes(bytes, { urlSafe: true, padding: false })),
    );
    await fc.assert(
      fc.asyncProperty(payload, async (text) => {
        try {
          await decodeShareState(SHARE_PREFIX + text);
        } catch (error) {
          expect(error).toBeInstanceOf(ShareLinkError);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('throws nothing but its own error on random JSON', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (json) => {
        const fragment = await fragmentOfJson(json);
        try {
          await decodeShareState(fragment);
        } catch (error) {
          expect(error).toBeInstanceOf(ShareLinkError);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('share checks', () => {
  it('accept only values of their kind', () => {
    expect(isBoolean(true)).toBe(true);
    expect(isBoolean('true')).toBe(false);
    expect(oneOf(['a', 'b'])('b')).toBe(true);
    expect(oneOf(['a', 'b'])('c')).toBe(false);
    expect(oneOf([2, 8])(8)).toBe(true);
    expect(oneOf([2, 8])('8')).toBe(false);
    expect(intBetween(1, 100)(100)).toBe(true);
    expect(intBetween(1, 100)(101)).toBe(false);
    expect(intBetween(1, 100)(1.5)).toBe(false);
    expect(intBetween(100, 500, 50)(250)).toBe(true);
    expect(intBetween(100, 500, 50)(260)).toBe(false);
    expect(textUpTo(3)('abc')).toBe(true);
    expect(textUpTo(3)('abcd')).toBe(false);
    expect(subsetOf(['md5', 'sha1'])(['sha1'])).toBe(true);
    expect(subsetOf(['md5', 'sha1'])(['sha1', 'sha1'])).toBe(false);
    expect(subsetOf(['md5', 'sha1'])(['x'])).toBe(false);
    expect(subsetOf(['md5'])('md5')).toBe(false);
  });
});
