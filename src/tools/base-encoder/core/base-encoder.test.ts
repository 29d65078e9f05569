import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import { alphabetFault } from '../../../core/shared/alphabet-faults';
import { decodeText, encodeBytes, fault, FORMATS, runBaseEncoder, type BaseFormat } from '.';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const ALL = Object.keys(FORMATS) as BaseFormat[];
const faultOf = (text: string, format: BaseFormat) => {
  try {
    decodeText(text, { format });
  } catch (error) {
    return error as ToolError;
  }
  throw new Error('no error');
};

describe('Base45 (RFC 9285 §4.3 examples)', () => {
  it.each([
    ['AB', 'BB8'],
    ['Hello!!', '%69 VD92EX0'],
    ['base-45', 'UJCLQE7W581'],
    ['ietf!', 'QED8WEX0'],
  ])('%s ⇄ %s', (text, encoded) => {
    expect(runBaseEncoder('encode', text, { format: 'base45' }).output).toBe(encoded);
    expect(runBaseEncoder('decode', encoded, { format: 'base45' }).output).toBe(text);
  });

  it('refuses a group past its bytes (RFC 9285 §6: GGW is 65 536)', () => {
    const error = faultOf('GGW', 'base45');
    expect(fault.is(error, 'base45Overflow')).toBe(true);
    expect(error.params).toEqual({ position: 1 });
  });
});

describe('Z85 (ZeroMQ RFC 32 example)', () => {
  const bytes = Uint8Array.from([0x86, 0x4f, 0xd2, 0x6f, 0xb5, 0x59, 0xf7, 0x5b]);
  it('HelloWorld ⇄ 86 4F D2 6F B5 59 F7 5B', () => {
    expect(encodeBytes(bytes, { format: 'z85' }).output).toBe('HelloWorld');
    expect(hex(decodeText('HelloWorld', { format: 'z85' }).bytes!)).toBe(hex(bytes));
  });
  it('names a length that is not whole groups', () => {
    expect(() => encodeBytes(bytes.subarray(0, 3), { format: 'z85' })).toThrow(
      expect.objectContaining({ code: 'base-encoder.z85Bytes', params: { bytes: 3 } }),
    );
    expect(faultOf('Hell', 'z85')).toMatchObject({ code: 'base-encoder.z85Length', params: { chars: 4 } });
  });
});

describe('wrong characters are named with their position', () => {
  it.each<[BaseFormat, string, string, number, string]>([
    ['base58', 'abcd0fg', '0', 5, 'Base58'],
    ['base32', 'MZXW1===', '1', 5, 'Base32'],
    ['base32hex', 'CPNMW===', 'W', 5, 'Base32hex'],
    ['crockford', 'CSQPU', 'U', 5, "Crockford's Base32"],
    ['ascii85', '<~87cU{~>', '{', 7, 'Ascii85'],
    ['z85', 'Hello~orld', '~', 6, 'Z85'],
    ['base45', 'BB8a', 'a', 4, 'Base45'],
  ])('%s: %s', (format, text, char, position, name) => {
    const error = faultOf(text, format);
    expect(alphabetFault.is(error, 'notInAlphabet')).toBe(true);
    expect(error.params).toEqual({ char, position, format: name });
  });

  it('gives the line and column on a later line', () => {
    expect(faultOf('MZXW6YQ\nMZ\u00a0X', 'base32').params).toMatchObject({ char: '\u00a0', position: 11 });
    const typo = faultOf('MZXW6YQ\nMZ8X', 'base32');
    expect(typo.at).toEqual({ line: 2, column: 3 });
  });
});

describe('Base58Check', () => {
  // Bitcoin's address of the genesis block's coinbase key: version 0 + HASH160.
  const address = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
  it('checks and strips the checksum', () => {
    const payload = decodeText(address, { format: 'base58check' }).bytes!;
    expect(hex(payload)).toBe('0062e907b15cbf27d5425399ebf6f0fb50ebb88f18');
    expect(encodeBytes(payload, { format: 'base58check' }).output).toBe(address);
  });
  it('refuses a mistyped character', () => {
    expect(fault.is(faultOf(address.replace('DMP', 'DMQ'), 'base58check'), 'checksumMismatch')).toBe(true);
  });
});

describe('decoded bytes', () => {
  it('shows UTF-8 as text, else hex saying how much it shows', () => {
    const text = decodeText('4KBKYMI=', { format: 'base32' });
    expect([text.output, text.notText]).toEqual(['€1', undefined]);
    const binary = decodeText('74======', { format: 'base32' });
    expect(binary.output).toBe('ff');
    expect(binary.notText).toEqual({ shown: 1, bytes: 1 });
  });
});

const FORMAT_ARB = fc.constantFrom(...ALL);
const bytesFor = (format: BaseFormat) =>
  format === 'z85'
    ? fc.uint8Array({ maxLength: 64 }).map((b) => b.subarray(0, b.length - (b.length % 4)))
    : fc.uint8Array({ maxLength: 200 });

describe('properties', () => {
  it('bytes → encode → decode = bytes, in every format', () => {
    fc.assert(
      fc.property(
        FORMAT_ARB.chain((format) => fc.tuple(fc.constant(format), bytesFor(format))),
        ([format, bytes]) => {
          const encoded = encodeBytes(bytes, { format }).output;
          expect(hex(decodeText(encoded, { format }).bytes!)).toBe(hex(bytes));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('any text gives bytes or a ToolError', () => {
    const texts = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 60 }).map((codes) => String.fromCharCode(...codes)),
      fc.string({ unit: fc.constantFrom(...'!#u<>~z =5AbH-'), maxLength: 40 }),
    );
    fc.assert(
      fc.property(FORMAT_ARB, texts, (format, text) => {
        try {
          decodeText(text, { format });
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("Python's base64 as an oracle (one spawn)", () => {
  const ORACLE = `
import base64, json, sys
out = []
for h in json.load(sys.stdin):
    b = bytes.fromhex(h)
    out.append([base64.b32encode(b).decode(), base64.b32hexencode(b).decode(), base64.a85encode(b, adobe=True).decode()])
print(json.dumps(out))
`;
  it('Base32, Base32hex and Adobe Ascii85 agree on 100 byte strings', () => {
    const samples = fc.sample(fc.uint8Array({ maxLength: 40 }), { numRuns: 100, seed: 33 });
    samples.push(new Uint8Array(8), Uint8Array.from([0, 0, 0, 0, 1]));
    const run = spawnSync('python3', ['-c', ORACLE], { input: JSON.stringify(samples.map(hex)), encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const expected = JSON.parse(run.stdout) as string[][];
    samples.forEach((bytes, i) => {
      expect([
        encodeBytes(bytes, { format: 'base32' }).output,
        encodeBytes(bytes, { format: 'base32hex' }).output,
        encodeBytes(bytes, { format: 'ascii85' }).output,
      ]).toEqual(expected[i]);
    });
  });
});
