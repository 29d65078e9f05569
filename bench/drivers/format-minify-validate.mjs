// Drives a Format / Minify / Validate formatter (/tools/js-formatter, /tools/xml-formatter,
// /tools/sql-formatter) the way a person
// does: chooses the file, picks the action's tab, presses its button and waits until the result is on screen; then
// downloads the result, whose SHA-256 must equal that of the same library run in Node on the same file.
//
// Run as a script (`node format-minify-validate.mjs <tool> <action> <file>`) it is that Node baseline: it loads the
// library, reads the file, and prints the time of the action alone (not Node's start-up) and the output's SHA-256.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runKitJob } from '../lib/kit-job.mjs';

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** The libraries with the tools' settings (src/tools/js-formatter/core, xml-formatter, sql-formatter). */
const NODE_ACTIONS = {
  'js-formatter': {
    format: async (text) => (await import('prettier')).format(text, { parser: 'babel', tabWidth: 2 }),
    minify: async (text) =>
      (await (await import('terser')).minify(text, { ecma: 2020, compress: { ecma: 2020 }, format: { ecma: 2020 } }))
        .code,
  },
  'xml-formatter': {
    format: async (text) => {
      const [prettier, xml] = await Promise.all([import('prettier'), import('@prettier/plugin-xml')]);
      return prettier.format(text, {
        parser: 'xml',
        plugins: [xml.default],
        tabWidth: 2,
        printWidth: 120,
        xmlWhitespaceSensitivity: 'ignore',
      });
    },
  },
  'sql-formatter': {
    format: async (text) =>
      (await import('sql-formatter')).format(text, {
        language: 'sql',
        keywordCase: 'upper',
        tabWidth: 2,
        useTabs: false,
        linesBetweenQueries: 1,
      }),
  },
};

/** What each baseline is called, and a small input that loads its library first. */
const BASELINES = {
  'js-formatter': { format: 'Prettier in Node', minify: 'terser in Node', warm: 'let warm = 1;' },
  'xml-formatter': { format: 'Prettier in Node', warm: '<warm/>' },
  'sql-formatter': { format: 'sql-formatter in Node', warm: 'select 1' },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [tool, action, path] = process.argv.slice(2);
  const run = NODE_ACTIONS[tool][action];
  await run(BASELINES[tool].warm); // load the modules first
  const text = readFileSync(path, 'utf8');
  const t0 = performance.now();
  const output = await run(text);
  const ms = performance.now() - t0;
  console.log(JSON.stringify({ ms, sha256: sha256(output) }));
}

/** The baseline: the library in Node on the same file (timed inside the child). */
const nodeBaseline = (tool, action) => ({
  name: BASELINES[tool][action],
  run(path) {
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), tool, action, path], {
      encoding: 'utf8',
      maxBuffer: 2 ** 26,
    });
    if (child.status !== 0) throw new Error(`the Node baseline failed: ${child.stderr}`);
    const { ms, sha256: digest } = JSON.parse(child.stdout);
    return { ms, digests: { sha256: digest } };
  },
});

const LABELS = { format: 'Format', minify: 'Minify', validate: 'Validate' };

async function run({ page, url, path }, tool, action) {
  await page.goto(`${url}/tools/${tool}`);
  await page.getByRole('tab', { name: LABELS[action], exact: true }).click();
  await page.getByTestId('file-input').setInputFiles(path);
  const { ms, longestTaskMs, saved } = await runKitJob(page, `the ${action}`, { settleMs: 1000 });
  return { ms, longestTaskMs, digests: { sha256: sha256(readFileSync(saved, 'utf8')) } };
}

/**
 * A bench case: `action` of the formatter `tool` on the file `input()` returns (a real file, or one written on
 * first use), against the same library in Node when `baseline` is set.
 */
export function formatterCase(name, tool, action, input, { baseline = true } = {}) {
  return {
    name,
    get bytes() {
      return statSync(input()).size;
    },
    input,
    baseline: baseline ? [nodeBaseline(tool, action)] : [],
    prepare: async () => {},
    run: (ctx) => run(ctx, tool, action),
  };
}
