/**
 * The root README stays a short front page: at most 12 KB, and every relative link in it leads to a file that
 * exists, so a move or a rename cannot leave it pointing nowhere. Deeper notes live beside their code, and no note
 * names a place a tool's parts no longer live (each tool is one folder, `src/tools/<id>/`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');

/** The targets of the Markdown links `[text](target)` that are paths in the project, without their `#anchor`. */
const relativeLinks = (markdown: string): string[] =>
  [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1].replace(/#.*$/, ''))
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));

/** Where a tool's parts lived before each tool became one folder. */
const OLD_PLACES = [
  /src\/core\/tools\b/,
  /src\/ui\/tools\/(?!shared\b|registry\b)[<a-z]/,
  /src\/workers\/<[^>]+>\.worker/,
  /tests\/<id>/,
];

/** Every note in the project: the root README and the Markdown files in the folders it links into. */
const notes = [
  'README.md',
  ...['src', 'tests', 'bench', 'scripts', 'docs'].flatMap((folder) =>
    readdirSync(new URL(`${folder}/`, root), { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.md'))
      .map((path) => `${folder}/${path}`),
  ),
];

describe('README.md', () => {
  it('is at most 12 KB', () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(12 * 1024);
  });

  it('links only to files that exist', () => {
    const missing = relativeLinks(readme).filter((target) => !existsSync(fileURLToPath(new URL(target, root))));
    expect(missing).toEqual([]);
  });

  it('is not the only note, and no note names an old place of a tool', () => {
    expect(notes).toContain('src/ui/kit/README.md');
    const stale = notes.flatMap((path) => {
      const text = readFileSync(new URL(path, root), 'utf8');
      return OLD_PLACES.filter((place) => place.test(text)).map((place) => `${path}: ${place.source}`);
    });
    expect(stale).toEqual([]);
  });

  it('finds the links it checks', () => {
    expect(relativeLinks('[a](src/x.ts#top) [b](https://example.com) [c](#anchor) [d](../y.md)')).toEqual([
      'src/x.ts',
      '../y.md',
    ]);
  });
});
