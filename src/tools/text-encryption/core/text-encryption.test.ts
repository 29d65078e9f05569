/**
 * Encrypt / Decrypt: round trips of texts and files with each key source, openssl enc's output decrypted (openssl
 * itself writes it), and every fault (wrong passphrase, changed byte, cut or reordered chunks, hostile headers)
 * refused with our ToolError and nothing decrypted.
 */
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import {
  CRYPT_DEFAULTS,
  decryptStream,
  decryptText,
  encryptStream,
  encryptText,
  FILE_CHUNK_BYTES,
  newFileHeader,
  sealedStretches,
  sealPlan,
  writeInterleaved,
  type ByteSink,
  type CryptOptions,
} from '.';
import { bytesOfBase64, base64Of } from './text';
import { writeHeader } from './envelope';

const KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const withKey: CryptOptions = { ...CRYPT_DEFAULTS, kdf: 'key', key: KEY };
const withPassphrase: CryptOptions = { ...CRYPT_DEFAULTS, passphrase: 'correct horse battery staple' };

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ToolError);
  // The fault's code and parameters (its words: ../words.test.ts).
  return `${(error as ToolError).code} ${JSON.stringify((error as ToolError).params)}`;
};

/** The bytes as a stream of chunks, as the reader worker serves a file (here of another size than the tool's). */
function chunksOf(bytes: Uint8Array<ArrayBuffer>, size = 3 * 1024 * 1024 + 7): AsyncIterable<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.slice(at, at + size));
  return (async function* () {
    for (const chunk of chunks) yield await Promise.resolve(chunk);
  })();
}

const bytesOfBlob = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('texts', () => {
  it.each([
    ['PBKDF2-SHA256, 600,000 iterations', withPassphrase],
    ['Argon2id', { ...withPassphrase, kdf: 'argon2id' as const }],
    ['a raw key', withKey],
  ])(
    'round-trips with %s, a fresh salt and IV each time',
    async (_name, options) => {
      const text = 'Meet at the old mill at 9 — ünïcødé ✓ 🔐';
      const [a, b] = [await encryptText(text, options), await encryptText(text, options)];
      expect(a).not.toBe(b);
      expect(a).toMatch(/^RFRFTg/);
      expect(await decryptText(a, options)).toBe(text);
    },
    30_000,
  );

  it('refuses a wrong passphrase, a wrong key kind and a changed byte, decrypting nothing', async () => {
    const envelope = await encryptText('secret', withPassphrase);
    expect(await refusal(decryptText(envelope, { ...withPassphrase, passphrase: 'wrong' }))).toMatch(/wrongSecret/);
    expect(await refusal(decryptText(envelope, withKey))).toMatch(/needsPassphrase/);
    const bytes = bytesOfBase64(envelope);
    for (const at of [5, 10, 20, bytes.length - 1]) {
      const changed = bytes.slice();
      changed[at] ^= 1;
      expect(await refusal(decryptText(base64Of(changed), withPassphrase))).toMatch(/^text-encryption\./);
    }
    expect(await refusal(decryptText('not base64!', withPassphrase))).toMatch(/badBase64/);
    expect(await refusal(decryptText('aGVsbG8gd29ybGQ=', withPassphrase))).toMatch(/notEnvelope/);
    expect(await refusal(encryptText('x', { ...CRYPT_DEFAULTS }))).toBe(
      'text-encryption.noPassphrase {"action":"encrypt"}',
    );
    expect(await refusal(encryptText('x', { ...withKey, key: 'abc' }))).toBe(
      'text-encryption.badKey {"action":"encrypt"}',
    );
  }, 30_000);

  it('refuses a hostile header (4 GiB of Argon2 memory, a billion iterations) before any work', async () => {
    const salt = new Uint8Array(16);
    const iv = new Uint8Array(12);
    const argon = writeHeader({
      format: 'text',
      kdf: { name: 'argon2id', memoryKiB: 4 * 1024 * 1024, iterations: 3, parallelism: 1 },
      salt,
      iv,
      chunkBytes: 0,
    });
    expect(await refusal(decryptText(base64Of(argon), withPassphrase))).toMatch(
      /tooCostly {"kind":"argon2Memory","memoryKiB":4194304}/,
    );
    const pbkdf2 = writeHeader({ format: 'text', kdf: { name: 'pbkdf2', iterations: 1e9 }, salt, iv, chunkBytes: 0 });
    expect(await refusal(decryptText(base64Of(pbkdf2), withPassphrase))).toMatch(
      /tooCostly {"kind":"pbkdf2","iterations":1000000000}/,
    );
  });

  it('round-trips any text with a raw key; any Base64 never escapes as another error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme' }), async (text) => {
        expect(await decryptText(await encryptText(text, withKey), withKey)).toBe(text);
      }),
      { numRuns: 100 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.uint8Array().map((bytes) => base64Of(Uint8Array.from([0x44, 0x54, 0x45, 0x4e, 1, ...bytes]))),
        ),
        async (text) => {
          const outcome = await decryptText(text, withKey).catch((error: unknown) => error);
          if (typeof outcome !== 'string') expect(outcome).toBeInstanceOf(ToolError);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("openssl enc -aes-256-cbc -pbkdf2 -salt's output", () => {
  it.each(['hello', '', 'x'.repeat(4096), 'ünïcødé ✓\nsecond line\n'])(
    'decrypts what openssl wrote for %j',
    async (text) => {
      const written = execFileSync(
        'openssl',
        ['enc', '-aes-256-cbc', '-pbkdf2', '-salt', '-a', '-pass', 'pass:open sesame'],
        { input: text, encoding: 'utf8' },
      );
      expect(written).toMatch(/^U2FsdGVkX1/);
      if (text === '') return;
      expect(await decryptText(written, { ...withPassphrase, passphrase: 'open sesame' })).toBe(text);
    },
  );

  it('says a wrong passphrase', async () => {
    const written = execFileSync('openssl', ['enc', '-aes-256-cbc', '-pbkdf2', '-salt', '-a', '-pass', 'pass:right'], {
      input: 'a longer text to decrypt',
      encoding: 'utf8',
    });
    expect(await refusal(decryptText(written, { ...withPassphrase, passphrase: 'wrong' }))).toMatch(
      /wrongSecret|wrongOpenssl|notText/,
    );
  });
});

describe('files in chunks', () => {
  const plain = crypto.getRandomValues(new Uint8Array(3 * FILE_CHUNK_BYTES + 12345).subarray(0, 65536)).slice();
  const big = new Uint8Array(3 * FILE_CHUNK_BYTES + 12345);
  for (let at = 0; at < big.length; at += 65536) big.set(plain.subarray(0, Math.min(65536, big.length - at)), at);

  /** What a stream writes to its sink, as one Blob (the worker's result file, in memory). */
  const gathered = async (write: (out: ByteSink) => Promise<void>) => {
    const parts: Uint8Array<ArrayBuffer>[] = [];
    await write({ add: (bytes) => parts.push(bytes.slice()) });
    return new Blob(parts);
  };
  const encrypt = (bytes: Uint8Array<ArrayBuffer>, options = withKey) =>
    gathered((out) => encryptStream(chunksOf(bytes), bytes.length, options, out));
  const decrypt = async (bytes: Uint8Array<ArrayBuffer>, options = withKey) =>
    bytesOfBlob(await gathered((out) => decryptStream(chunksOf(bytes, 1024 * 1024 + 3), bytes.length, options, out)));

  it.each([0, 1, FILE_CHUNK_BYTES, FILE_CHUNK_BYTES + 1, 3 * FILE_CHUNK_BYTES + 12345])(
    'round-trips %i bytes, one tag a chunk',
    async (size) => {
      const bytes = big.slice(0, size);
      const sealed = await bytesOfBlob(await encrypt(bytes));
      const chunks = Math.max(1, Math.ceil(size / FILE_CHUNK_BYTES));
      expect(sealed.length).toBe(size + chunks * 16 + 4 + 3 + 1 + 12 + 4);
      expect(Buffer.from(await decrypt(sealed)).equals(Buffer.from(bytes))).toBe(true);
    },
  );

  it('round-trips with a passphrase', async () => {
    const bytes = big.slice(0, 100_000);
    expect(
      Buffer.from(await decrypt(await bytesOfBlob(await encrypt(bytes, withPassphrase)), withPassphrase)).equals(
        Buffer.from(bytes),
      ),
    ).toBe(true);
  }, 30_000);

  it('detects truncation, reordering, a changed byte and a wrong key, and returns nothing', async () => {
    const sealed = await bytesOfBlob(await encrypt(big));
    const header = 4 + 3 + 1 + 12 + 4;
    const unit = FILE_CHUNK_BYTES + 16;
    // Cut at a chunk boundary: the last chunk left was not sealed as the last.
    expect(await refusal(decrypt(sealed.slice(0, header + 2 * unit)))).toMatch(/truncatedFile/);
    expect(await refusal(decrypt(sealed.slice(0, sealed.length - 100)))).toMatch(
      /cutShort|truncatedFile|wrongFileChunk/,
    );
    const swapped = sealed.slice();
    swapped.set(sealed.subarray(header, header + unit), header + unit);
    swapped.set(sealed.subarray(header + unit, header + 2 * unit), header);
    expect(await refusal(decrypt(swapped))).toMatch(/wrongFileChunk {"index":0}/);
    const changed = sealed.slice();
    changed[header + unit + 5] ^= 1;
    expect(await refusal(decrypt(changed))).toMatch(/wrongFileChunk {"index":1}/);
    expect(await refusal(decrypt(sealed, { ...withKey, key: KEY.replace('00', '01') }))).toMatch(
      /wrongFileChunk|wrongSecret/,
    );
    expect(await refusal(decrypt(sealed.slice(0, 10)))).toMatch(/cutShort|truncatedFile/);
  });

  /** Sealed as two workers do it: stretches dealt out by turns, sealed apart, the first writing them in order. */
  const encryptInTwo = async (bytes: Uint8Array<ArrayBuffer>, stretchBytes: number, options = withKey) => {
    const plan = await sealPlan(newFileHeader(options), options, bytes.length, stretchBytes);
    const dealt = (part: number) =>
      (async function* () {
        for (let at = part * stretchBytes; at < bytes.length; at += 2 * stretchBytes)
          yield await Promise.resolve(bytes.slice(at, at + stretchBytes));
      })();
    const own = sealedStretches(plan, dealt(0), (k) => 2 * k);
    const peer = sealedStretches(plan, dealt(1), (k) => 2 * k + 1);
    const progress: number[] = [];
    const blob = await gathered((out) =>
      writeInterleaved(plan, own, peer, out, { onProgress: (n) => progress.push(n) }),
    );
    return { sealed: await bytesOfBlob(blob), progress };
  };

  it.each([2 * FILE_CHUNK_BYTES + 1, 3 * FILE_CHUNK_BYTES, 3 * FILE_CHUNK_BYTES + 12345])(
    'seals %i bytes on two workers exactly as on one: the same length, and it decrypts',
    async (size) => {
      const bytes = big.slice(0, size);
      const { sealed, progress } = await encryptInTwo(bytes, FILE_CHUNK_BYTES);
      expect(sealed.length).toBe((await encrypt(bytes)).size);
      expect(Buffer.from(await decrypt(sealed)).equals(Buffer.from(bytes))).toBe(true);
      expect(progress.at(-1)).toBe(size);
    },
  );

  it('marks only the very last piece as last on two workers (a cut file is refused)', async () => {
    const { sealed } = await encryptInTwo(big, 2 * FILE_CHUNK_BYTES);
    expect(Buffer.from(await decrypt(sealed)).equals(Buffer.from(big))).toBe(true);
    const header = 4 + 3 + 1 + 12 + 4;
    expect(await refusal(decrypt(sealed.slice(0, header + 2 * (FILE_CHUNK_BYTES + 16))))).toMatch(
      /cutShort|truncatedFile/,
    );
  });

  it('tells a text envelope from a file', async () => {
    const text = bytesOfBase64(await encryptText('hi', withKey));
    expect(await refusal(decrypt(text))).toMatch(/textEnvelope/);
    const file = await bytesOfBlob(await encrypt(big.slice(0, 10)));
    expect(await refusal(decryptText(base64Of(file), withKey))).toMatch(/fileEnvelope/);
  });
});
