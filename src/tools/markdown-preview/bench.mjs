// Drives /tools/markdown-preview the way a person does: opens a 5 MB Markdown file (real READMEs, the ones this
// project's node_modules holds, one after another), presses Markdown → HTML and waits until the HTML is on screen
// (rendered in the tool's worker; the preview then says it is too long to draw, see src/ui/kit/KitHtmlOutput.tsx).
// The baseline, in the same run: markdown-it in Node with the same settings (html, linkify, footnotes), in a fresh
// process per run (as the page's worker is fresh), timed without its start-up. Both outputs must say the same: their text without tags (ours adds highlighting spans and task-list
// checkboxes, markdown-it leaves `[ ]` as text) has the same SHA-256.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INPUT_DIR, MiB } from '../../../bench/lib/inputs.mjs';
import { runKitJob } from '../../../bench/lib/kit-job.mjs';

const NODE_MODULES = new URL('../../../node_modules/', import.meta.url);

/** The README.md of every package directly under node_modules (scoped ones too), in name order. */
function readmes() {
  const found = [];
  for (const name of readdirSync(NODE_MODULES).sort()) {
    const folders = name.startsWith('@')
      ? readdirSync(new URL(`${name}/`, NODE_MODULES))
          .sort()
          .map((inner) => `${name}/${inner}`)
      : [name];
    for (const folder of folders) {
      const path = new URL(`${folder}/README.md`, NODE_MODULES);
      if (existsSync(path)) found.push(readFileSync(path, 'utf8'));
    }
  }
  return found;
}

/** About `bytes` of Markdown, written once: the READMEs in turn, again from the first when they run out. */
function markdownInput(bytes) {
  const path = join(INPUT_DIR, `readmes-${bytes}.md`);
  if (existsSync(path)) return path;
  const all = readmes();
  const parts = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const part = `${all[i % all.length]}\n\n`;
    parts.push(part);
    size += Buffer.byteLength(part);
  }
  mkdirSync(INPUT_DIR, { recursive: true });
  writeFileSync(path, parts.join(''));
  return path;
}

/** The SHA-256 of what the HTML says: tags, task markers and the quote entity (escaped by one side only) aside. */
const textSha256 = (html) =>
  createHash('sha256')
    .update(
      html
        .replace(/<input [^>]*> ?/g, '')
        .replace(/<[^>]*>/g, '')
        .replace(/&quot;/g, '"')
        .replace(/\[[ xX]\][ \t]/g, ''),
    )
    .digest('hex');

/**
 * markdown-it in a Node of its own, started afresh for each run as the page's worker is (a page opened anew), timed
 * inside it without its start-up or imports: both sides' JIT starts cold on the document.
 */
const RENDER = `
import { readFileSync } from 'node:fs';
import MarkdownIt from 'markdown-it';
import footnote from 'markdown-it-footnote';
const text = readFileSync(process.argv[1], 'utf8');
const md = new MarkdownIt({ html: true, linkify: true }).use(footnote);
const t0 = performance.now();
const html = md.render(text);
const ms = performance.now() - t0;
process.stdout.write(JSON.stringify({ ms, html }));
`;

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const markdownIt = {
  name: 'markdown-it in Node (a fresh process)',
  run(path) {
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', RENDER, path], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 256 * MiB,
    });
    if (child.status !== 0) throw new Error(`markdown-it failed: ${child.stderr}`);
    const { ms, html } = JSON.parse(child.stdout);
    return { ms, digests: { textSha256: textSha256(html) } };
  },
};

async function run({ page, url, path }) {
  await page.goto(`${url}/tools/markdown-preview`);
  // The HTML tab: its Download is what runKitJob saves (the Preview's is the sanitized page, within its limit).
  await page.getByRole('tab', { name: 'HTML', exact: true }).click();
  await page.getByTestId('file-input').setInputFiles(path);
  const { ms, longestTaskMs, saved } = await runKitJob(page, 'Markdown → HTML', { settleMs: 2000 });
  return { ms, longestTaskMs, digests: { textSha256: textSha256(readFileSync(saved, 'utf8')) } };
}

/** Markdown 5 MB rendered, against markdown-it in Node (the target: within 1.3x; no task over 50 ms). */
export const markdownRenderCase = (name, bytes = 5 * MiB) => ({
  name,
  get bytes() {
    return statSync(markdownInput(bytes)).size;
  },
  input: () => markdownInput(bytes),
  baseline: [markdownIt],
  prepare: async () => {},
  run,
});

export const cases = [markdownRenderCase('Markdown 5 MB rendered')];
