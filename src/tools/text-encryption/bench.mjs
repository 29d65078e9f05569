// Drives /tools/text-encryption the way a person does: a passphrase typed, a large file chosen in the File section,
// Encrypt file pressed, timed inside the page until the job is done (the file is read by the reader worker and
// encrypted in 1 MiB AES-256-GCM chunks in the tool's worker, written to disk). Baseline on the same file in
// the same run: `openssl enc -aes-256-ctr -pbkdf2` to a file (Debian's openssl enc refuses GCM, an AEAD cipher), with
// the same key derivation as ours (PBKDF2-SHA256, 600,000 iterations; openssl's default is 10,000).
// Ours is checked by decrypting its download in Node (node:crypto, outside the timing): the SHA-256 of the
// plaintext must be the input's.
import { spawnSync } from 'node:child_process';
import { createDecipheriv, createHash, pbkdf2Sync } from 'node:crypto';
import { closeSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runFileJob } from '../../../bench/lib/file-job.mjs';
import { sha256OfFile } from '../../../bench/lib/measure.mjs';
import { GiB, randomFile } from '../../../bench/lib/inputs.mjs';

const PASSPHRASE = 'bench passphrase';
/** Ours (the tool's PBKDF2_ITERATIONS): checked against the header of our output, so the two cannot drift apart. */
const PBKDF2_ITERATIONS = 600_000;

const opensslCtr = {
  name: 'openssl enc -aes-256-ctr -pbkdf2 -iter 600000',
  async run(path) {
    const out = join(tmpdir(), 'bench-openssl-enc.bin');
    const t0 = process.hrtime.bigint();
    const r = spawnSync('openssl', [
      'enc',
      '-aes-256-ctr',
      '-pbkdf2',
      '-iter',
      String(PBKDF2_ITERATIONS),
      '-pass',
      `pass:${PASSPHRASE}`,
      '-in',
      path,
      '-out',
      out,
    ]);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    rmSync(out, { force: true });
    if (r.status !== 0) throw new Error(`openssl failed: ${r.stderr}`);
    return { ms, digests: { plaintextSha256: await sha256OfFile(path) } };
  },
};

/** Reads exactly `count` bytes at `at`. */
function readAt(fd, at, count) {
  const buffer = Buffer.alloc(count);
  const got = readSync(fd, buffer, 0, count, at);
  return buffer.subarray(0, got);
}

/** Our envelope (see the tool's README) decrypted chunk by chunk in Node: the plaintext's SHA-256. */
function sha256OfDecrypted(path) {
  const size = statSync(path).size;
  const fd = openSync(path, 'r');
  try {
    const head = readAt(fd, 0, 64);
    if (head.toString('latin1', 0, 4) !== 'DTEN' || head[6] !== 1) throw new Error('not a PBKDF2 file envelope');
    const iterations = head.readUInt32BE(7);
    if (iterations !== PBKDF2_ITERATIONS) throw new Error(`the tool derives with ${iterations} PBKDF2 iterations`);
    const saltLength = head[11];
    const salt = head.subarray(12, 12 + saltLength);
    const iv = head.subarray(12 + saltLength, 24 + saltLength);
    const chunkBytes = head.readUInt32BE(24 + saltLength);
    const header = head.subarray(0, 28 + saltLength);
    const key = pbkdf2Sync(PASSPHRASE, salt, iterations, 32, 'sha256');
    const hash = createHash('sha256');
    for (let at = header.length, index = 0; at < size; index++) {
      const sealed = readAt(fd, at, Math.min(chunkBytes + 16, size - at));
      at += sealed.length;
      const nonce = Buffer.from(iv);
      nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ index) >>> 0, 8);
      const aad = Buffer.concat([
        header,
        Buffer.from([index >>> 24, (index >>> 16) & 255, (index >>> 8) & 255, index & 255, at === size ? 1 : 0]),
      ]);
      const decipher = createDecipheriv('aes-256-gcm', key, nonce).setAAD(aad).setAuthTag(sealed.subarray(-16));
      hash.update(decipher.update(sealed.subarray(0, -16)));
      decipher.final();
    }
    return hash.digest('hex');
  } finally {
    closeSync(fd);
  }
}

async function run(ctx) {
  const { ms, longestTaskMs, saved } = await runFileJob(ctx, {
    tool: 'text-encryption',
    button: 'Encrypt file',
    setUp: (page) => page.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE),
  });
  return { ms, longestTaskMs, digests: { plaintextSha256: sha256OfDecrypted(saved) } };
}

/** A bench case: a `bytes`-long random file encrypted in the page, against openssl enc's AES-256-CTR. */
export const encryptFileCase = () => ({ baseline: [opensslCtr], prepare: async () => {}, run });

export const cases = [
  {
    name: 'Encrypt 1 GiB file (AES-256-GCM), vs openssl enc -aes-256-ctr',
    bytes: GiB,
    input: randomFile,
    ...encryptFileCase(),
  },
];
