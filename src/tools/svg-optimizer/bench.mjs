// The SVG optimizer's case: about 1 MiB of real SVG, made of Debian's Adwaita icons (adwaita-icon-theme, every
// /usr/share/icons/Adwaita/**/*.svg in name order): each file's own <svg> element, unchanged but for x and y
// attributes placing it on a grid, nested inside one root <svg> (concatenated files would not be one document).
// Ours: the file chosen on /tools/svg-optimizer, Optimize pressed, timed in the page until the result is shown, and
// the result downloaded. Baseline: svgo's Node API with the same configuration (our defaults: multipass,
// preset-default with every plugin on, minified; src/tools/svg-optimizer/core/config.ts makes the same), in a child
// process, timing the optimise call alone. The outputs' SHA-256 must be equal.
//
// Run as a script (`node svg-optimizer.mjs <file>`) it is that Node baseline.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INPUT_DIR, MiB } from '../../../bench/lib/inputs.mjs';
import { runKitJob } from '../../../bench/lib/kit-job.mjs';

const ADWAITA = '/usr/share/icons/Adwaita';
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** svgoConfig(SVG_DEFAULTS) of src/tools/svg-optimizer/core/config.ts, written out (Node runs no TypeScript). */
const SVGO_CONFIG = {
  multipass: true,
  js2svg: { pretty: false },
  plugins: [{ name: 'preset-default', params: { overrides: {} } }],
};

const svgFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.svg'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();

/** About 1 MiB: Adwaita's icons nested in one document, written once. */
export function iconSheet(bytes = MiB) {
  const path = join(INPUT_DIR, `svg-adwaita-icons-${bytes}.svg`);
  if (existsSync(path)) return path;
  const bodies = svgFiles(ADWAITA).map((file) =>
    readFileSync(file, 'utf8')
      .replace(/^\uFEFF?<\?xml[^>]*\?>\s*/, '')
      .replace(/<!DOCTYPE[^>]*>\s*/i, ''),
  );
  if (bodies.length === 0) throw new Error(`no SVG under ${ADWAITA} (Debian's adwaita-icon-theme)`);
  let text = '';
  for (let i = 0; text.length < bytes; i++) {
    const [x, y] = [(i % 40) * 24, Math.floor(i / 40) * 24];
    text += bodies[i % bodies.length].replace(/<svg\b/, `<svg x="${x}" y="${y}"`) + '\n';
  }
  mkdirSync(INPUT_DIR, { recursive: true });
  writeFileSync(path, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 960">\n${text}</svg>\n`);
  return path;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { optimize } = await import('svgo');
  optimize('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>', SVGO_CONFIG); // warm up
  const text = readFileSync(process.argv[2], 'utf8');
  const t0 = performance.now();
  const output = optimize(text, SVGO_CONFIG).data;
  console.log(JSON.stringify({ ms: performance.now() - t0, sha256: sha256(output) }));
}

const svgoInNode = {
  name: 'svgo in Node (same options)',
  run(path) {
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), path], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`svgo in Node failed: ${child.stderr}`);
    const { ms, sha256: digest } = JSON.parse(child.stdout);
    return { ms, digests: { sha256: digest } };
  },
};

async function run({ page, url, path }) {
  await page.goto(`${url}/tools/svg-optimizer`);
  await page.getByTestId('file-input').setInputFiles(path);
  const { ms, longestTaskMs, saved } = await runKitJob(page, 'the optimisation', { settleMs: 1000 });
  return { ms, longestTaskMs, digests: { sha256: sha256(readFileSync(saved, 'utf8')) } };
}

/** The case: ~1 MiB of Adwaita's icons in one SVG, optimised in the page against svgo's Node API. */
export const svgOptimizeCase = (name) => ({
  name,
  get bytes() {
    return statSync(iconSheet()).size;
  },
  input: () => iconSheet(),
  baseline: [svgoInNode],
  prepare: async () => {},
  run,
});

export const cases = [svgOptimizeCase('SVG optimisation of 1 MB of real SVG (Adwaita icons), vs svgo in Node')];
