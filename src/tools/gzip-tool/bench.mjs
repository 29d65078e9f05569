// Drives /tools/gzip-tool's file panel as a person does (bench/lib/file-job.mjs): a text file compressed, or a
// gzip file decompressed, streamed through the browser's zlib in the tool's worker and written to disk. Baselines on
// the same file in the same run: GNU `gzip -6` (its default level, as CompressionStream's) and `gzip -d`, each
// writing a file. Checked by the SHA-256 of the plain text: ours decompressed with gzip in Node, outside the timing.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runFileJob } from '../../../bench/lib/file-job.mjs';
import { INPUT_DIR, MiB, textFile } from '../../../bench/lib/inputs.mjs';
import { sha256OfFile } from '../../../bench/lib/measure.mjs';

/** `gzip ARGS < input > out`: its time, and the SHA-256 of the plain text (the input's or the output's). */
function gzipBaseline(name, args, plainOf) {
  return {
    name,
    async run(path) {
      const out = join(tmpdir(), 'bench-gzip-out');
      const t0 = process.hrtime.bigint();
      const r = spawnSync('sh', ['-c', `gzip ${args} < "$1" > "$2"`, 'sh', path, out]);
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      if (r.status !== 0) throw new Error(`gzip failed: ${r.stderr}`);
      const plainSha256 = await sha256OfFile(plainOf(path, out));
      rmSync(out, { force: true });
      return { ms, digests: { plainSha256 } };
    },
  };
}

/** The text file of `bytes`, and its gzip -6 beside it (made once). */
export function gzippedTextFile(bytes) {
  const plain = textFile(bytes);
  const packed = join(INPUT_DIR, `text-${bytes}.txt.gz`);
  if (!existsSync(packed)) spawnSync('sh', ['-c', 'gzip -6 < "$1" > "$2"', 'sh', plain, packed]);
  return packed;
}

/** The SHA-256 of a gzip file's plain text, by GNU gzip. */
async function sha256OfGunzipped(path) {
  const out = join(tmpdir(), 'bench-gzip-check');
  spawnSync('sh', ['-c', 'gzip -dc < "$1" > "$2"', 'sh', path, out]);
  const digest = await sha256OfFile(out);
  rmSync(out, { force: true });
  return digest;
}

/** Compressing a text file in the page, against gzip -6. */
export const gzipCase = () => ({
  baseline: [gzipBaseline('gzip -6', '-6 -c', (path) => path)],
  prepare: async () => {},
  async run(ctx) {
    const { ms, longestTaskMs, saved } = await runFileJob(ctx, { tool: 'gzip-tool', button: 'Compress file' });
    return { ms, longestTaskMs, digests: { plainSha256: await sha256OfGunzipped(saved) } };
  },
});

/** Decompressing gzip -6's output in the page, against gzip -d. */
export const gunzipCase = () => ({
  baseline: [gzipBaseline('gzip -d', '-d -c', (_path, out) => out)],
  prepare: async () => {},
  async run(ctx) {
    const { ms, longestTaskMs, saved } = await runFileJob(ctx, { tool: 'gzip-tool', button: 'Decompress file' });
    return { ms, longestTaskMs, digests: { plainSha256: await sha256OfFile(saved) } };
  },
});

export const cases = [
  { name: 'Gzip: 256 MiB text file, vs gzip -6', bytes: 256 * MiB, input: textFile, ...gzipCase() },
  {
    name: 'Gunzip: 256 MiB of text from gzip -6, vs gzip -d',
    bytes: 256 * MiB,
    input: gzippedTextFile,
    ...gunzipCase(),
  },
];
