import { describe, expect, it } from 'vitest';
import { compressBytes, compressText, decompressBytes, decompressText } from './core';
import { encodeBytes } from '../base64/core/encode';
import { fileJobNote, sizeNote } from './words';

const messageOf = async (work: Promise<unknown>) =>
  work.then(
    () => {
      throw new Error('no error');
    },
    (error: unknown) => (error as Error).message,
  );

describe("the Gzip / Deflate tool's words", () => {
  it('names the wrong format, a decompression bomb and bytes that are not text', async () => {
    const gz = await compressBytes(new TextEncoder().encode('hello hello hello'), 'gzip');
    expect(await messageOf(decompressBytes(gz, 'deflate'))).toBe(
      'Cannot decompress: This is not zlib data: it starts as gzip does. Choose gzip.',
    );
    expect(await messageOf(decompressBytes(gz.subarray(0, gz.length - 4), 'gzip'))).toBe(
      'Cannot decompress: The gzip stream ends too early: the data is cut short, and nothing was kept.',
    );
    const bomb = await compressBytes(new Uint8Array(4 * 1024 * 1024), 'gzip');
    expect(await messageOf(decompressBytes(bomb, 'gzip', 1024 * 1024))).toBe(
      'Cannot decompress: The text decompresses to more than 1.0 MB: stopped there (a decompression bomb?). Decompress it as a file: files of any size are written to disk.',
    );
    const binary = encodeBytes(await compressBytes(new Uint8Array([0xff, 0xfe, 0x00, 0x80]), 'gzip'));
    expect(await messageOf(decompressText(binary, { format: 'gzip' }))).toBe(
      'Cannot decompress: The data decompresses to 4 bytes that are not UTF-8 text: drop it in the File section to download the bytes.',
    );
  });

  it('notes the size change of an action and of a file job', async () => {
    const { sizes } = await compressText('The quick brown fox '.repeat(50) + '東京 🙂', { format: 'gzip' });
    expect(sizeNote(sizes, 'compress')).toMatch(/^1011 bytes → \d+ bytes \(\d+\.\d% of the original\)$/);
    expect(sizeNote({ original: 2048, compressed: 1024 }, 'decompress')).toBe(
      '1.0 KB → 2.0 KB (50.0% of the original)',
    );
    expect(fileJobNote(2 ** 20, 2 ** 18, 1000)).toBe('25.0% of the original · 1.0 MB/s');
  });
});
