// The XML formatter's cases: a 1 MB document made of real SVG files from node_modules (the packages hold no large
// XML), formatted through the UI against Prettier's XML plugin in Node, and minified (no baseline: the minifier is
// the tool's own).
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INPUT_DIR, MiB } from '../../../bench/lib/inputs.mjs';
import { formatterCase } from '../../../bench/drivers/format-minify-validate.mjs';

const SVG_DIR = fileURLToPath(
  new URL('../../../node_modules/playwright-core/lib/vite/dashboard/assets', import.meta.url),
);

/** About 1 MB: the SVGs (without their XML declarations) inside one root, repeated, written once. */
function svgDocument() {
  const path = join(INPUT_DIR, 'xml-svgs-1mb.xml');
  if (existsSync(path)) return path;
  const bodies = readdirSync(SVG_DIR)
    .filter((name) => name.endsWith('.svg'))
    .map((name) => readFileSync(join(SVG_DIR, name), 'utf8').replace(/^<\?xml[^>]*>\s*/, ''));
  let text = '<icons>\n';
  while (text.length < MiB) text += bodies.join('\n') + '\n';
  mkdirSync(INPUT_DIR, { recursive: true });
  writeFileSync(path, `${text}</icons>\n`);
  return path;
}

export const xmlFormatCase = (name) => formatterCase(name, 'xml-formatter', 'format', svgDocument);
export const xmlMinifyCase = (name) => formatterCase(name, 'xml-formatter', 'minify', svgDocument, { baseline: false });

export const cases = [xmlFormatCase('XML format, 1 MB of SVG'), xmlMinifyCase('XML minify, 1 MB of SVG')];
