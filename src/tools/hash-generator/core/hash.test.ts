import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { streamOf } from '../../../../tests/unit/streams';
import {
  ALGORITHM_IDS,
  ALGORITHMS,
  SPEC_ALGORITHM_IDS,
  engineFor,
  hashBytes,
  hashChunks,
  resultLabel,
  toHex,
  utf8,
  wasmHasher,
  wasmHashersCreated,
  type AlgorithmId,
} from '.';

/** NIST (FIPS 180-4, FIPS 202) and the reference implementations' published answers. */
const VECTORS: Record<AlgorithmId, { empty: string; abc: string }> = {
  md5: { empty: 'd41d8cd98f00b204e9800998ecf8427e', abc: '900150983cd24fb0d6963f7d28e17f72' },
  sha1: { empty: 'da39a3ee5e6b4b0d3255bfef95601890afd80709', abc: 'a9993e364706816aba3e25717850c26c9cd0d89d' },
  sha224: {
    empty: 'd14a028c2a3a2bc9476102bb288234c415a2b01f828ea62ac5b3e42f',
    abc: '23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7',
  },
  sha256: {
    empty: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    abc: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  },
  sha384: {
    empty: '38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b',
    abc: 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
  },
  sha512: {
    empty:
      'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
    abc: 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
  },
  'sha3-256': {
    empty: 'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a',
    abc: '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532',
  },
  'sha3-512': {
    empty:
      'a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a615b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26',
    abc: 'b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0',
  },
  blake2b: {
    empty:
      '786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce',
    abc: 'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923',
  },
  blake3: {
    empty: 'af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262',
    abc: '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85',
  },
  crc32: { empty: '00000000', abc: '352441c2' },
  xxhash64: { empty: 'ef46db3751d8e999', abc: '44bc2cf5ad770999' },
};

/** RFC 4231 test cases 1, 2, 3, 4, 6 and 7 (case 5 truncates its output). */
const RFC4231 = [
  {
    key: '0b'.repeat(20),
    data: toHex(utf8('Hi There')),
    sha224: '896fb1128abbdf196832107cd49df33f47b4b1169912ba4f53684b22',
    sha256: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    sha384: 'afd03944d84895626b0825f4ab46907f15f9dadbe4101ec682aa034c7cebc59cfaea9ea9076ede7f4af152e8b2fa9cb6',
    sha512:
      '87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854',
  },
  {
    key: toHex(utf8('Jefe')),
    data: toHex(utf8('what do ya want for nothing?')),
    sha224: 'a30e01098bc6dbbf45690f3a7e9e6d0f8bbea2a39e6148008fd05e44',
    sha256: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    sha384: 'af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649',
    sha512:
      '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
  },
  {
    key: 'aa'.repeat(20),
    data: 'dd'.repeat(50),
    sha224: '7fb3cb3588c6c1f6ffa9694d7d6ad2649365b0c1f65d69d1ec8333ea',
    sha256: '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
    sha384: '88062608d3e6ad8a0aa2ace014c8a86f0aa635d947ac9febe83ef4e55966144b2a5ab39dc13814b94e3ab6e101a34f27',
    sha512:
      'fa73b0089d56a284efb0f0756c890be9b1b5dbdd8ee81a3655f83e33b2279d39bf3e848279a722c806b485a47e67c807b946a337bee8942674278859e13292fb',
  },
  {
    key: '0102030405060708090a0b0c0d0e0f10111213141516171819',
    data: 'cd'.repeat(50),
    sha224: '6c11506874013cac6a2abc1bb382627cec6a90d86efc012de7afec5a',
    sha256: '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
    sha384: '3e8a69b7783c25851933ab6290af6ca77a9981480850009cc5577c6e1f573b4e6801dd23c4a7d679ccf8a386c674cffb',
    sha512:
      'b0ba465637458c6990e5a8c5f61d4af7e576d97ff94b872de76f8050361ee3dba91ca5c11aa25eb4d679275cc5788063a5f19741120c4f2de2adebeb10a298dd',
  },
  {
    key: 'aa'.repeat(131),
    data: toHex(utf8('Test Using Larger Than Block-Size Key - Hash Key First')),
    sha224: '95e9a0db962095adaebe9b2d6f0dbce2d499f112f2d2b7273fa6870e',
    sha256: '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    sha384: '4ece084485813e9088d2c63a041bc5b44f9ef1012a2b588f3cd11f05033ac4c60c2ef6ab4030fe8296248df163f44952',
    sha512:
      '80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598',
  },
  {
    key: 'aa'.repeat(131),
    data: toHex(
      utf8(
        'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
      ),
    ),
    sha224: '3a854166ac5d9f023f54d517d0b39dbd946770db9c2b95c9f6f565d1',
    sha256: '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
    sha384: '6617178e941f020d351e2f254e8fd32c602420feb0b8fb9adccebb82461e99c5a678cc31e799176d3860e6110c46523e',
    sha512:
      'e37b6a775dc87dbaa4dfa9f96e5e3ffddebd71f8867289865df5a32d20cdc944b6022cac3c4982b10d5eeb55c3e4de15134676fb6de0446065c97440fa8c6a58',
  },
] as const;

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
const hexDigests = (d: Partial<Record<AlgorithmId, Uint8Array>>) =>
  Object.fromEntries(Object.entries(d).map(([k, v]) => [k, toHex(v)]));

describe('known answers', () => {
  for (const [input, key] of [
    ['', 'empty'],
    ['abc', 'abc'],
  ] as const) {
    it(`every algorithm on ${JSON.stringify(input)} (both engines where WebCrypto applies)`, async () => {
      const expected = Object.fromEntries(ALGORITHM_IDS.map((id) => [id, VECTORS[id][key]]));
      // Whole input: WebCrypto for SHA-256/384/512, WASM for the rest.
      expect(hexDigests(await hashBytes(ALGORITHM_IDS, utf8(input)))).toEqual(expected);
      // Streamed one byte at a time past the one-shot limit: WASM for everything.
      for (const id of ALGORITHM_IDS) {
        const hasher = await wasmHasher(id);
        for (const byte of utf8(input)) hasher.update(Uint8Array.of(byte));
        expect(toHex(hasher.digest()), id).toBe(VECTORS[id][key]);
        hasher.release();
      }
    });
  }

  it('hashes text as UTF-8 bytes', async () => {
    const d = await hashBytes(['sha256', 'md5'], utf8('héllo wörld 👋'));
    const { createHash } = await import('node:crypto');
    expect(toHex(d.sha256!)).toBe(createHash('sha256').update('héllo wörld 👋', 'utf8').digest('hex'));
    expect(toHex(d.md5!)).toBe(createHash('md5').update('héllo wörld 👋', 'utf8').digest('hex'));
  });
});

describe('HMAC', () => {
  for (const [index, vector] of RFC4231.entries()) {
    it(`RFC 4231 test case ${[1, 2, 3, 4, 6, 7][index]} with WebCrypto and WASM`, async () => {
      const ids: AlgorithmId[] = ['sha224', 'sha256', 'sha384', 'sha512'];
      const expected = { sha224: vector.sha224, sha256: vector.sha256, sha384: vector.sha384, sha512: vector.sha512 };
      const key = fromHex(vector.key);
      const data = fromHex(vector.data);
      expect(hexDigests(await hashBytes(ids, data, { hmacKey: key }))).toEqual(expected);
      for (const id of ids) {
        const hasher = await wasmHasher(id, key);
        hasher.update(data);
        expect(toHex(hasher.digest()), id).toBe(expected[id as keyof typeof expected]);
      }
    });
  }

  it('HMAC-MD5 and HMAC-SHA-1 (RFC 2104 style example), and an empty key', async () => {
    const d = await hashBytes(['md5', 'sha1'], utf8('The quick brown fox jumps over the lazy dog'), {
      hmacKey: utf8('key'),
    });
    expect(toHex(d.md5!)).toBe('80070713463e7749b90c2dc24911e275');
    expect(toHex(d.sha1!)).toBe('de7c9b85b8b78aa6bc8a7a36f70a90701c9db4d9');
    const { createHmac } = await import('node:crypto');
    const empty = await hashBytes(['sha256'], utf8('abc'), { hmacKey: new Uint8Array(0) });
    expect(toHex(empty.sha256!)).toBe(createHmac('sha256', Buffer.alloc(0)).update('abc').digest('hex'));
  });

  it('refuses HMAC for checksums that have none', async () => {
    await expect(wasmHasher('crc32', utf8('k'))).rejects.toThrow('HMAC is not defined for CRC32');
  });
});

describe('streaming', () => {
  it('chunked streaming equals one-shot hashing for random chunk splits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 3000 }),
        fc.array(fc.nat({ max: 3000 }), { maxLength: 8 }),
        fc.subarray([...ALGORITHM_IDS], { minLength: 1 }),
        fc.option(fc.uint8Array({ minLength: 1, maxLength: 200 }), { nil: undefined }),
        fc.constantFrom('known size', 'wasm only', 'unknown size'),
        async (data, cuts, ids, key, mode) => {
          const algorithms = key ? ids.filter((id) => ALGORITHMS.find((a) => a.id === id)!.hmac) : ids;
          const points = [...new Set(cuts.map((c) => c % (data.length + 1)))].sort((a, b) => a - b);
          const chunks: Uint8Array[] = [];
          let from = 0;
          for (const p of [...points, data.length]) {
            chunks.push(data.slice(from, p));
            from = p;
          }
          // Forcing WASM compares the streamed WASM engine with one-shot WebCrypto where both apply.
          const streamed = await hashChunks(
            algorithms,
            streamOf(chunks),
            mode === 'unknown size' ? undefined : data.length,
            {
              hmacKey: key,
              oneShotMaxBytes: mode === 'wasm only' ? -1 : undefined,
            },
          );
          const whole = await hashBytes(algorithms, data, { hmacKey: key });
          expect(hexDigests(streamed)).toEqual(hexDigests(whole));
        },
      ),
      { numRuns: 80 },
    );
  });

  it('reports progress and stops when aborted', async () => {
    const seen: number[] = [];
    const data = new Uint8Array(10);
    await hashChunks(['md5'], [data.subarray(0, 4), data.subarray(4)], 10, { onBytes: (b) => seen.push(b) });
    expect(seen).toEqual([4, 10]);
    const controller = new AbortController();
    controller.abort(new DOMException('Cancelled', 'AbortError'));
    await expect(hashChunks(['md5'], [data], 10, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('refuses a stream whose length differs from the announced size', async () => {
    await expect(hashChunks(['md5'], [new Uint8Array(5)], 4)).rejects.toThrow('longer than announced');
    await expect(hashChunks(['sha256'], [new Uint8Array(3)], 4)).rejects.toThrow('shorter than announced');
  });

  it('reuses WASM hashers instead of instantiating again', async () => {
    await hashBytes(['md5', 'sha1'], utf8('warm'));
    const before = wasmHashersCreated();
    for (let i = 0; i < 5; i++) await hashBytes(['md5', 'sha1'], utf8(`again ${i}`));
    expect(wasmHashersCreated()).toBe(before);
  });
});

describe('engine choice', () => {
  const file = { totalBytes: 1000, wholeInput: false, webCryptoAvailable: true, oneShotMaxBytes: 4000 };
  const text = { ...file, wholeInput: true };
  it('text in memory: WebCrypto wherever it computes faster (SHA-1, SHA-256, SHA-384, SHA-512)', () => {
    for (const id of ['sha1', 'sha256', 'sha384', 'sha512'] as const) expect(engineFor(id, text)).toBe('webcrypto');
    for (const id of ['md5', 'sha224', 'sha3-256', 'blake3', 'crc32'] as const)
      expect(engineFor(id, text)).toBe('wasm');
    expect(engineFor('sha256', { ...text, totalBytes: 8 * 1024 ** 3 })).toBe('webcrypto');
  });
  it('a file: WebCrypto only where reading then digesting beats streaming, and within the budget', () => {
    // SHA-256: read 1.5 + digest 1.17 ns/B beats WASM's 4.3; SHA-1 and SHA-512 stream faster through WASM.
    expect(engineFor('sha256', file)).toBe('webcrypto');
    expect(engineFor('sha1', file)).toBe('wasm');
    expect(engineFor('sha512', file)).toBe('wasm');
    expect(engineFor('md5', file)).toBe('wasm');
    expect(engineFor('sha256', { ...file, totalBytes: 4001 })).toBe('wasm');
    expect(engineFor('sha256', { ...file, oneShotMaxBytes: -1 })).toBe('wasm');
  });
  it('falls back to WASM without WebCrypto or with an empty HMAC key', () => {
    expect(engineFor('sha256', { ...text, webCryptoAvailable: false })).toBe('wasm');
    expect(engineFor('sha256', { ...text, hmacKey: new Uint8Array(0) })).toBe('wasm');
    expect(engineFor('sha256', { ...text, hmacKey: new Uint8Array(1) })).toBe('webcrypto');
  });
  it("a file goes one-shot only up to 128 MiB (its buffer and WebCrypto's copy), whatever the device memory", () => {
    const MiB = 1024 ** 2;
    const onDisk = { wholeInput: false, webCryptoAvailable: true };
    for (const deviceMemory of [undefined, 0.25, 2, 4, 8, 16, 32, 64]) {
      vi.stubGlobal('navigator', { deviceMemory });
      try {
        expect(engineFor('sha256', { ...onDisk, totalBytes: 128 * MiB })).toBe('webcrypto');
        expect(engineFor('sha256', { ...onDisk, totalBytes: 128 * MiB + 1 })).toBe('wasm');
        expect(engineFor('sha256', { ...onDisk, totalBytes: 1024 * MiB })).toBe('wasm');
        expect(engineFor('sha256', { ...onDisk, totalBytes: 4096 * MiB })).toBe('wasm');
        // Text is already in memory: WebCrypto whatever its size.
        expect(engineFor('sha256', { ...onDisk, wholeInput: true, totalBytes: 1024 * MiB })).toBe('webcrypto');
      } finally {
        vi.unstubAllGlobals();
      }
    }
  });
  it('reports the engines it chose', async () => {
    const seen: unknown[] = [];
    await hashBytes(['md5', 'sha256'], utf8('abc'), { onEngines: (e) => seen.push(e) });
    expect(seen).toEqual([{ md5: 'wasm', sha256: 'webcrypto' }]);
  });
});

describe('labels and messages', () => {
  it('uses the spec texts', () => {
    expect(SPEC_ALGORITHM_IDS).toEqual(['md5', 'sha1', 'sha256', 'sha512']);
    expect(ALGORITHMS.filter((a) => a.spec).map((a) => a.label)).toEqual(['MD5', 'SHA-1', 'SHA-256', 'SHA-512']);
    expect(resultLabel('sha256', true)).toBe('HMAC-SHA-256');
  });
});
