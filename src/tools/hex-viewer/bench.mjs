// Drives /tools/hex-viewer's search as a person does: the file opened, a 4-byte text typed, Find all pressed, timed
// inside the page until the search's status says done (the file streamed from the reader worker through the hex
// viewer's worker). Baseline on the same file in the same run: `LC_ALL=C grep -c -F -a PATTERN`. The counts agree
// as long as no line holds the pattern twice (grep counts lines): the random file holds a 4-byte pattern about
// once per 4 GiB.
import { spawnSync } from 'node:child_process';
import { pressAndWait } from '../../../bench/lib/file-job.mjs';
import { longestTaskBetween } from '../../../bench/lib/measure.mjs';
import { GiB, randomFile } from '../../../bench/lib/inputs.mjs';

const PATTERN = 'hx7Q';

const grep = {
  name: 'LC_ALL=C grep -c -F -a',
  run(path) {
    const t0 = process.hrtime.bigint();
    const out = spawnSync('grep', ['-c', '-F', '-a', PATTERN, path], { env: { ...process.env, LC_ALL: 'C' } });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (out.status !== 0 && out.status !== 1) throw new Error(`grep failed: ${out.stderr}`);
    return { ms, digests: { matches: out.stdout.toString().trim() } };
  },
};

/** The search's count as the page says it ('No match' is 0). */
async function matchCount(page) {
  const text = (await page.getByTestId('hex-match-count').textContent()) ?? '';
  return text.startsWith('No match') ? '0' : text.replace(/ matches.*$/s, '').replaceAll(',', '');
}

/** The whole-file search for a 4-byte pattern, against grep. */
export const hexSearchCase = (name) => ({
  name,
  baseline: [grep],
  // The reader alone: how fast this browser streams the file to a worker that does nothing with it.
  ceiling: { kind: 'read' },
  prepare: async () => {},
  async run({ page, url, path }) {
    await page.goto(`${url}/tools/hex-viewer`);
    await page.getByTestId('file-input').setInputFiles(path);
    await page.getByRole('textbox', { name: 'Search' }).fill(PATTERN);
    const { t0, t1, state } = await pressAndWait(page, 'Find all', 'hex-search-status');
    if (state !== 'done') throw new Error(`Search ended as ${state}`);
    const longestTaskMs = await longestTaskBetween(page, t0, t1);
    return { ms: t1 - t0, longestTaskMs, digests: { matches: await matchCount(page) } };
  },
});

export const cases = [
  {
    bytes: GiB,
    input: randomFile,
    ...hexSearchCase('Search in the hex viewer: a 4-byte pattern through 1 GiB, vs LC_ALL=C grep -c -F -a'),
  },
];
