/**
 * The oracle's corpus: real files from this machine, found by a bounded walk of a few folders (sorted, so the
 * same machine gives the same corpus), a few of each kind; plus compressed and database files made from them.
 * Test-only: Node's fs and child_process.
 */
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How many files of each extension ('' for none) to take. */
const QUOTAS: Readonly<Record<string, number>> = {
  png: 8,
  svg: 6,
  gif: 4,
  jpg: 4,
  ico: 2,
  gz: 8,
  zip: 3,
  jar: 3,
  pdf: 3,
  ttf: 4,
  json: 8,
  xml: 6,
  html: 6,
  sh: 6,
  py: 3,
  pem: 2,
  crt: 2,
  csv: 2,
  txt: 3,
  wasm: 2,
  mo: 2,
  '': 12,
};

/** Where the walk looks, in order; missing folders are skipped. */
const ROOTS = [
  '/usr/bin',
  '/usr/share/pixmaps',
  '/usr/share/icons/hicolor',
  '/usr/share/doc',
  '/usr/share/fonts',
  '/usr/share/distro-info',
  '/usr/share/common-licenses',
  '/usr/share/ca-certificates',
  '/usr/share/xml',
  '/usr/share/mime',
  '/usr/share/locale/fr',
  '/usr/lib/jvm',
  '/usr/lib/python3',
  'node_modules/zxing-wasm/dist',
  'node_modules/file-type',
];

const MAX_DIRS = 3000;
const MAX_BYTES = 64 * 1024 * 1024;

function extOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Files by quota, walking breadth first with a bound on the folders visited. */
export function machineCorpus(): string[] {
  const left = { ...QUOTAS };
  const found: string[] = [];
  const queue = [...ROOTS];
  let visited = 0;
  while (queue.length && visited++ < MAX_DIRS) {
    const dir = queue.shift()!;
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch {
      continue;
    }
    for (const name of names) {
      const path = join(dir, name);
      const stat = lstatSync(path, { throwIfNoEntry: false }); // links are not followed (/usr/bin/X11 is itself)
      if (stat?.isDirectory()) queue.push(path);
      const ext = extOf(name);
      if (!stat?.isFile() || stat.size === 0 || stat.size > MAX_BYTES || !(left[ext] > 0)) continue;
      left[ext]--;
      found.push(path);
    }
  }
  return found;
}

/** xz, bzip2, zstd, lzma, tar, zip and SQLite files made from `source` in a temporary folder (one shell). */
export function madeCorpus(source: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'file-identifier-'));
  const script = `cd "$1" && cp "$2" sample && xz -k sample && bzip2 -k sample && (zstd -q -k sample || true) &&
    (lzma -k sample || true) && tar cf sample.tar sample && zip -q sample.zip sample &&
    (sqlite3 sample.sqlite 'create table t(a); insert into t values (1);' || true) && rm sample`;
  execFileSync('sh', ['-c', script, 'sh', dir, source]);
  return readdirSync(dir)
    .sort()
    .map((name) => join(dir, name));
}

/** `file --mime-type -b` over every path, in one run. */
export function fileMimeTypes(paths: readonly string[]): string[] {
  return execFileSync('file', ['--mime-type', '-b', '--', ...paths], { encoding: 'utf8' })
    .trimEnd()
    .split('\n');
}
