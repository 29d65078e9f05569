// Drives /tools/password-hasher the way a person does: chooses the algorithm and its parameters, types the password
// (its live hash shows), then presses Hash and waits until the job is done (one hash in the tool's worker: hash-wasm's
// WebAssembly). Baselines on the same password in the same run: `htpasswd -nbB -C 12` for bcrypt (our hash checked by
// `htpasswd -vbB`: salts are random, so the strings differ), the `argon2` CLI for Argon2id with the same salt and
// parameters (the encoded strings must be equal).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INPUT_DIR } from '../../../bench/lib/inputs.mjs';
import { runKitJob } from '../../../bench/lib/kit-job.mjs';

const PASSWORD = 'correct horse battery staple';
const SALT = 'DevToolboxSalt16';

/** The password as the case's input file (the harness reads a case's input from a file). */
function passwordFile() {
  mkdirSync(INPUT_DIR, { recursive: true });
  const path = join(INPUT_DIR, 'password.txt');
  writeFileSync(path, PASSWORD);
  return path;
}

function timed(command, args, input) {
  const t0 = process.hrtime.bigint();
  const out = spawnSync(command, args, { input, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (out.status !== 0) throw new Error(`${command} failed: ${out.stderr}`);
  return { ms, stdout: out.stdout.trim() };
}

async function choose(page, label, option) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** Sets the options and the password, waits for the live hash, then times Hash; returns the hash shown. */
async function hashInPage(page, url, algorithm, fields, prefix) {
  await page.goto(`${url}/tools/password-hasher`);
  await choose(page, 'Algorithm', algorithm);
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const output = page.getByRole('textbox', { name: 'Hash', exact: true });
  const value = () => output.evaluate((element) => element.value ?? '');
  for (let tries = 0; !(await value()).startsWith(prefix) && tries < 1200; tries++) await page.waitForTimeout(50);
  const { ms, longestTaskMs } = await runKitJob(page, 'Hash', { download: false });
  return { ms, longestTaskMs, hash: await value() };
}

/** bcrypt at `cost` against htpasswd: both hashes must verify with htpasswd -vbB. */
export function bcryptCase(name, cost) {
  const verified = (hash) => {
    const file = join(INPUT_DIR, 'bench.htpasswd');
    writeFileSync(file, `user:${hash}\n`);
    return spawnSync('htpasswd', ['-vbB', file, 'user', PASSWORD]).status === 0 ? 'yes' : 'no';
  };
  return {
    name,
    bytes: PASSWORD.length,
    input: passwordFile,
    baseline: [
      {
        name: `htpasswd -nbB -C ${cost}`,
        run() {
          const { ms, stdout } = timed('htpasswd', ['-nbB', '-C', `${cost}`, 'user', PASSWORD]);
          return { ms, digests: { verifiedByHtpasswd: verified(stdout.slice('user:'.length)) } };
        },
      },
    ],
    prepare: async () => {},
    async run({ page, url }) {
      const { ms, longestTaskMs, hash } = await hashInPage(
        page,
        url,
        'bcrypt',
        { 'Cost (4-15)': `${cost}` },
        `$2b$${cost}$`,
      );
      return { ms, longestTaskMs, digests: { verifiedByHtpasswd: verified(hash) } };
    },
  };
}

/** Argon2id with `mib` MiB, `t` iterations and p = 1 against the argon2 CLI, same salt: the same string. */
export function argon2Case(name, mib, t) {
  return {
    name,
    bytes: PASSWORD.length,
    input: passwordFile,
    baseline: [
      {
        name: `argon2 -id -t ${t} -k ${mib * 1024} -p 1`,
        run() {
          const args = [SALT, '-id', '-t', `${t}`, '-k', `${mib * 1024}`, '-p', '1', '-e'];
          const { ms, stdout } = timed('argon2', args, PASSWORD);
          return { ms, digests: { encoded: stdout } };
        },
      },
    ],
    prepare: async () => {},
    async run({ page, url }) {
      const fields = {
        'Memory (MiB)': `${mib}`,
        'Iterations (t)': `${t}`,
        'Parallelism (p)': '1',
        'Salt (hex)': Buffer.from(SALT).toString('hex'),
      };
      const { ms, longestTaskMs, hash } = await hashInPage(
        page,
        url,
        'Argon2id',
        fields,
        `$argon2id$v=19$m=${mib * 1024},t=${t}`,
      );
      return { ms, longestTaskMs, digests: { encoded: hash } };
    },
  };
}

export const cases = [
  bcryptCase('bcrypt cost 12, vs htpasswd', 12),
  argon2Case('Argon2id 64 MiB, t=3, vs the argon2 CLI', 64, 3),
];
