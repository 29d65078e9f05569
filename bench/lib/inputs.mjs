// Bench inputs live outside the repo (os.tmpdir()/devtoolbox-bench) and are reused between runs.
import { randomFillSync } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const INPUT_DIR = process.env.BENCH_INPUT_DIR ?? join(tmpdir(), 'devtoolbox-bench');
export const KiB = 1024;
export const MiB = 1024 ** 2;
export const GiB = 1024 ** 3;

export function formatSize(bytes) {
  if (bytes >= GiB) return `${+(bytes / GiB).toFixed(2)} GiB`;
  if (bytes >= MiB) return `${+(bytes / MiB).toFixed(1)} MiB`;
  return `${+(bytes / KiB).toFixed(1)} KiB`;
}

function writeFile(path, bytes, fill) {
  mkdirSync(INPUT_DIR, { recursive: true });
  if (existsSync(path) && statSync(path).size === bytes) return path;
  const fd = openSync(path, 'w');
  const block = Buffer.alloc(16 * MiB);
  try {
    for (let written = 0; written < bytes;) {
      const n = Math.min(block.length, bytes - written);
      fill(block.subarray(0, n), written);
      writeSync(fd, block, 0, n);
      written += n;
    }
  } finally {
    closeSync(fd);
  }
  return path;
}

/** Random bytes (incompressible, like a real archive or video). */
export function randomFile(bytes) {
  return writeFile(join(INPUT_DIR, `random-${bytes}.bin`), bytes, (b) => randomFillSync(b));
}

const WORDS = (
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore ' +
  'et dolore magna aliqua Grüße naïve café 東京 emoji 🙂 κόσμε'
).split(' ');

/** Typed-looking UTF-8 text of exactly `bytes` bytes: words, punctuation, lines, some non-ASCII. */
export function textFile(bytes) {
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0);
  const lines = [];
  let size = 0;
  for (;;) {
    let line = '';
    for (let w = 6 + (next() % 10); w > 0; w--) line += WORDS[next() % WORDS.length] + (w > 1 ? ' ' : '');
    line += next() % 4 ? '.\n' : ',\n';
    const n = Buffer.byteLength(line);
    if (size + n > bytes) break;
    lines.push(line);
    size += n;
  }
  // Pad with spaces to the exact size, so no character is cut in two.
  const text = Buffer.from(lines.join('') + ' '.repeat(bytes - size), 'utf8');
  return writeFile(join(INPUT_DIR, `text-${bytes}.txt`), bytes, (block, offset) =>
    text.copy(block, 0, offset, offset + block.length),
  );
}

/** Make a later read come from the page cache, as for the baselines. */
export function warm(path) {
  spawnSync('cat', [path], { stdio: ['ignore', 'ignore', 'inherit'] });
}
