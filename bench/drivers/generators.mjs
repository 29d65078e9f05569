// Drives the bulk exports of /tools/uuid-generator and /tools/password-generator the way a person does: types
// how many, presses "Generate and download .txt" and saves the file, which is then checked (every line valid,
// none repeated). The baseline makes the same lines in Node (crypto.randomUUID, crypto.randomInt) in the run.
import { randomInt, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INPUT_DIR } from '../lib/inputs.mjs';
import { longestTaskBetween } from '../lib/measure.mjs';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
// The page's defaults: 16 characters from all four sets (spec section 9's symbols).
const CHARSET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*()_+{}:"<>?|[];\',./`~';
const PASSWORD = /^[\x21-\x7e]{16}$/;

const KINDS = {
  uuids: {
    route: 'uuid-generator',
    label: 'How many UUIDs',
    lineBytes: 37,
    valid: (line) => UUID_V4.test(line),
    make: () => randomUUID(),
  },
  passwords: {
    route: 'password-generator',
    label: 'How many passwords',
    lineBytes: 17,
    valid: (line) => PASSWORD.test(line) && [...line].every((c) => CHARSET.includes(c)),
    make: () => Array.from({ length: 16 }, () => CHARSET[randomInt(CHARSET.length)]).join(''),
  },
};

/** What a file of generated lines holds: how many, whether every one is valid, whether any repeats. */
function check(kind, text) {
  const lines = text.split('\n').filter(Boolean);
  return { lines: lines.length, valid: lines.every(KINDS[kind].valid), distinct: new Set(lines).size === lines.length };
}

/** The baseline: the same number of lines made and joined in Node. */
const nodeBaseline = (kind, count) => ({
  name: kind === 'uuids' ? 'Node randomUUID' : 'Node randomInt',
  run() {
    const t0 = process.hrtime.bigint();
    const lines = new Array(count);
    for (let i = 0; i < count; i++) lines[i] = KINDS[kind].make();
    const text = lines.join('\n');
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    return { ms, digests: check(kind, text) };
  },
});

async function run(kind, count, { page, url }) {
  const { route, label } = KINDS[kind];
  await page.goto(`${url}/tools/${route}`);
  await page.waitForFunction(() => !document.querySelector('fieldset[data-hydration-gate]:disabled'));
  await page.getByLabel(label).fill(String(count));
  const download = page.waitForEvent('download', { timeout: 120_000 });
  // From the click until the file is handed to the browser, inside the page so no Playwright query runs meanwhile.
  const { t0, t1 } = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent.includes('Generate and'));
        const t0 = performance.now();
        const clicked = HTMLAnchorElement.prototype.click;
        // The download starts with a click on a link to the Blob: that moment ends the clock.
        HTMLAnchorElement.prototype.click = function (...args) {
          HTMLAnchorElement.prototype.click = clicked;
          resolve({ t0, t1: performance.now() });
          return clicked.apply(this, args);
        };
        button.click();
      }),
  );
  const text = readFileSync(await (await download).path(), 'utf8');
  const longestTaskMs = await longestTaskBetween(page, t0, t1);
  return { ms: t1 - t0, longestTaskMs, digests: check(kind, text) };
}

/** A bench case: `count` UUIDs or passwords through the page's bulk export, against Node. */
export function bulkCase(name, kind, count) {
  return {
    name,
    bytes: count * KINDS[kind].lineBytes,
    // Nothing to read: the "input" is a note of what is made, so the harness has a file to warm.
    input: () => {
      mkdirSync(INPUT_DIR, { recursive: true });
      const path = join(INPUT_DIR, `bulk-${kind}-${count}.txt`);
      writeFileSync(path, `${count} ${kind}\n`);
      return path;
    },
    baseline: [nodeBaseline(kind, count)],
    prepare: async () => {},
    run: (ctx) => run(kind, count, ctx),
  };
}
