/**
 * The client bundle as a graph of files (Node only, build time): which source modules each chunk holds,
 * what it imports statically and lazily, and which other files its code names (a worker's script, a
 * worker's own chunks, a .wasm), so the budgets (budgets.ts) and the offline split (offline-split.ts)
 * can say what a page or a tool loads. Collected while the client build writes its files and kept in
 * memory, and written to BUNDLE_GRAPH_FILE for the budgets test, which reads the build the browser
 * tests serve instead of building again.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the last client build's graph is written (outside dist/: it names source files). */
export const BUNDLE_GRAPH_FILE = 'node_modules/.cache/devtoolbox-build/bundle-graph.json';

export interface BundleFile {
  /** The path inside the output folder, as Vite writes it: 'assets/index-abc123.js'. */
  file: string;
  bytes: number;
  /** Source modules in the chunk, relative to the project (a worker's script or a .wasm: none). */
  modules: string[];
  /** Files loaded before this one runs (static imports). */
  imports: string[];
  /** Files this one may load later: lazy imports, workers, WebAssembly, and whatever their code names. */
  lazy: string[];
  /** The chunk index.html starts the app with. */
  isEntry: boolean;
}

export type BundleGraph = Record<string, BundleFile>;

/**
 * File names as the bundler writes them into code ('index-abc123.js', 'hash.worker-x.js', 'webp_enc-x.wasm').
 * Bounded, and starting after no name character: an unbounded run would rescan a megabyte of inlined Base64
 * from every position.
 */
const NAMED_FILE = /(?<![\w.-])[\w.-]{1,120}\.(?:js|mjs|wasm|css)(?![\w])/g;

/** The files of the bundle whose name appears in a text (how a worker's URL or a .wasm is referred to). */
function filesNamedIn(text: string, byBaseName: ReadonlyMap<string, string>, self: string): string[] {
  const named = new Set<string>();
  for (const [name] of text.matchAll(NAMED_FILE)) {
    const file = byBaseName.get(name);
    if (file && file !== self) named.add(file);
  }
  return [...named];
}

const baseName = (file: string) => file.slice(file.lastIndexOf('/') + 1);

type Output = Parameters<NonNullable<Extract<Plugin['writeBundle'], (...args: never[]) => unknown>>>[1];

/** The graph of a bundle as Rolldown hands it to `writeBundle`. */
export function graphOfBundle(bundle: Output, root: string): BundleGraph {
  const byBaseName = new Map(Object.keys(bundle).map((file) => [baseName(file), file]));
  const graph: BundleGraph = {};
  for (const [file, output] of Object.entries(bundle)) {
    if (output.type === 'chunk') {
      const named = filesNamedIn(output.code, byBaseName, file);
      graph[file] = {
        file,
        bytes: Buffer.byteLength(output.code),
        modules: Object.keys(output.modules).map((id) => relative(root, id.replace(/\?.*$/, ''))),
        imports: output.imports,
        lazy: named.filter((name) => !output.imports.includes(name)),
        isEntry: output.isEntry,
      };
    } else {
      const source = output.source;
      const text = typeof source === 'string' ? source : /\.m?js$/.test(file) ? Buffer.from(source).toString() : '';
      graph[file] = {
        file,
        bytes: typeof source === 'string' ? Buffer.byteLength(source) : source.byteLength,
        modules: [],
        imports: [],
        lazy: filesNamedIn(text, byBaseName, file),
        isEntry: false,
      };
    }
  }
  return graph;
}

/**
 * Records the client build's graph: `graph()` gives it to the steps after the build (the offline split),
 * and it is written to BUNDLE_GRAPH_FILE for the budgets test.
 */
export function bundleGraphPlugin(): Plugin & { graph(): BundleGraph } {
  let last: BundleGraph | undefined;
  let root = process.cwd();
  return {
    name: 'devtoolbox:bundle-graph',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      last = graphOfBundle(bundle, root);
      const out = `${root}/${BUNDLE_GRAPH_FILE}`;
      await mkdir(dirname(out), { recursive: true });
      await writeFile(out, JSON.stringify(last));
    },
    graph() {
      if (!last) throw new Error('the client build has not run: no bundle graph');
      return last;
    },
  };
}
