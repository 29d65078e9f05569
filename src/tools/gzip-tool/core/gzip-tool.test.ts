/**
 * Gzip / Deflate: round trips in every format (fast-check), GNU gzip as the oracle both ways (`gzip -t` accepts what
 * we write; we read what `gzip -9` writes), and every fault named: a cut stream, junk after it, the wrong format, bad
 * Base64, bytes that are not text, a decompression bomb.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import { encodeBytes } from '../../base64/core/encode';
import { compressBytes, compressText, decompressBytes, decompressText, sniffFormat, type CompressionFormat } from '.';

const FORMATS: CompressionFormat[] = ['gzip', 'deflate', 'deflate-raw'];
const GPL = readFileSync('/usr/share/common-licenses/GPL-3');
const faultOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ToolError);
  return error as ToolError;
};
const codeOf = async (work: Promise<unknown>) => {
  const { code, params } = await faultOf(work);
  return { code, params };
};

describe('gzip, zlib and raw deflate', () => {
  it('round-trip any bytes in every format', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }), fc.constantFrom(...FORMATS), async (bytes, format) => {
        const back = await decompressBytes(await compressBytes(bytes, format), format);
        expect(Buffer.from(back).equals(Buffer.from(bytes))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('write what gzip -t accepts, and read what gzip -9 writes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gzip-tool-'));
    const ours = join(dir, 'ours.gz');
    writeFileSync(ours, await compressBytes(GPL, 'gzip'));
    execFileSync('gzip', ['-t', ours]);
    expect(execFileSync('gzip', ['-dc', ours]).equals(GPL)).toBe(true);
    const theirs = execFileSync('gzip', ['-9c'], { input: GPL });
    expect(sniffFormat(theirs)).toBe('gzip');
    expect(Buffer.from(await decompressBytes(theirs, 'gzip')).equals(GPL)).toBe(true);
  });

  it('recognise gzip and zlib by their first bytes, and not text', async () => {
    expect(sniffFormat(await compressBytes(GPL, 'deflate'))).toBe('deflate');
    expect(sniffFormat(new TextEncoder().encode('hello'))).toBeNull();
    expect(sniffFormat(new Uint8Array([0x1f]))).toBeNull();
  });

  it('name a cut stream, junk after it and the wrong format, and keep nothing', async () => {
    const gz = await compressBytes(GPL, 'gzip');
    expect(await codeOf(decompressBytes(gz.subarray(0, gz.length - 100), 'gzip'))).toEqual({
      code: 'gzip-tool.truncated',
      params: { format: 'gzip' },
    });
    // Chromium says junk follows the stream; Node's zlib reads the junk as a second member with a bad header.
    const junk = await faultOf(decompressBytes(new Uint8Array([...gz, 1, 2, 3]), 'gzip'));
    expect(['gzip-tool.trailingJunk', 'gzip-tool.notCompressed']).toContain(junk.code);
    expect(await codeOf(decompressBytes(gz, 'deflate'))).toEqual({
      code: 'gzip-tool.looksLike',
      params: { format: 'deflate', found: 'gzip' },
    });
    expect(await codeOf(decompressBytes(GPL, 'gzip'))).toEqual({
      code: 'gzip-tool.notCompressed',
      params: { format: 'gzip' },
    });
  });

  it('stop a decompression bomb at the text limit', async () => {
    const bomb = await compressBytes(new Uint8Array(4 * 1024 * 1024), 'gzip');
    expect(await codeOf(decompressBytes(bomb, 'gzip', 1024 * 1024))).toEqual({
      code: 'gzip-tool.tooLarge',
      params: { limit: 1024 * 1024 },
    });
  });

  it('turn text into Base64 and back, with the size change noted', async () => {
    const text = 'The quick brown fox '.repeat(50) + '東京 🙂';
    const { output, sizes } = await compressText(text, { format: 'gzip' });
    expect(output.startsWith('H4sI')).toBe(true);
    expect(sizes.original).toBe(1011);
    expect(sizes.compressed).toBeLessThan(sizes.original);
    expect((await decompressText(output, { format: 'gzip' })).output).toBe(text);
  });

  it('name bad Base64 with its position, and bytes that are not text', async () => {
    expect((await faultOf(decompressText('H4sI*AAA', { format: 'gzip' }))).at).toMatchObject({ line: 1, column: 5 });
    const binary = encodeBytes(await compressBytes(new Uint8Array([0xff, 0xfe, 0x00, 0x80]), 'gzip'));
    expect(await codeOf(decompressText(binary, { format: 'gzip' }))).toEqual({
      code: 'gzip-tool.notText',
      params: { bytes: 4 },
    });
  });

  it('never let random Base64 escape its own error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 200 }), fc.constantFrom(...FORMATS), async (bytes, format) => {
        await decompressText(encodeBytes(bytes), { format }).catch((error: unknown) => {
          expect(error).toBeInstanceOf(ToolError);
        });
      }),
      { numRuns: 100 },
    );
  });
});
