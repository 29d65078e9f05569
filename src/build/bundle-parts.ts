/**
 * What the home page and each tool load, read off the bundle graph (bundle-graph.ts): pure functions,
 * shared by the offline split (offline-split.ts) and the budgets test (tests/budgets.spec.ts).
 */
import type { BundleFile, BundleGraph } from './bundle-graph.ts';

/**
 * A tool's view module: its screen `src/tools/<id>/index.tsx`, or a kit tool's `declaration.ts`
 * (src/ui/tools/registry.ts finds views the same way).
 */
const TOOL_VIEW = /^src\/tools\/([^/]+)\/(?:index\.tsx|declaration\.ts)$/;

/** A module of one tool's own code: anything in its folder but its catalogue entry (tool.ts, which the site's catalogue holds). */
const TOOL_CODE = /^src\/tools\/([^/]+)\/(?!tool\.ts$)/;

/** The tool whose own code a module is, if any. */
export const toolOfModule = (module: string): string | undefined => TOOL_CODE.exec(module)?.[1];

/**
 * A tool's task chunk, `src/tools/<folder>/task.ts` as the generic tool worker loads it on the tool's first job:
 * named 'assets/<folder>.task-<hash>.js' (vite.config.ts). That worker names every tool's task chunk; each tool
 * counts only its own (those of the folders its code comes from), and the shell none.
 */
const TASK_CHUNK = /(?:^|\/)([\w-]+)\.task-[\w-]+\.js$/;

const taskChunks = (graph: BundleGraph): string[] => Object.keys(graph).filter((file) => TASK_CHUNK.test(file));

/** The chunk of each tool's view, by tool id. */
export function toolViewChunks(graph: BundleGraph): Map<string, BundleFile> {
  const views = new Map<string, BundleFile>();
  for (const file of Object.values(graph)) {
    for (const module of file.modules) {
      const id = TOOL_VIEW.exec(module)?.[1];
      if (id) views.set(id, file);
    }
  }
  return views;
}

/** The tools whose views a chunk holds (a tool is its own chunk when its view's chunk holds no other view). */
export const viewsInChunk = (file: BundleFile): string[] => [
  ...new Set(file.modules.flatMap((module) => TOOL_VIEW.exec(module)?.[1] ?? [])),
];

interface Walk {
  /** Follow lazy loads too (workers, WebAssembly, dynamic imports), not only static imports. */
  lazy: boolean;
  /** Files not entered (nor counted). */
  stopAt?: ReadonlySet<string>;
}

/** Every file reachable from `starts`, the starts included. */
export function reachable(graph: BundleGraph, starts: Iterable<string>, walk: Walk): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || walk.stopAt?.has(file) || !graph[file]) continue;
    seen.add(file);
    const node = graph[file];
    queue.push(...node.imports, ...(walk.lazy ? node.lazy : []));
  }
  return seen;
}

/** The chunk index.html starts the app with. */
export function entryChunk(graph: BundleGraph): BundleFile {
  const entries = Object.values(graph).filter((file) => file.isEntry && file.file.endsWith('.js'));
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  return entries[0];
}

/**
 * The shell: every file the site may load that is no tool's (the entry, its pages, the palette, smart
 * paste's worker), reached from the entry without entering a tool's view.
 */
export function shellFiles(graph: BundleGraph): Set<string> {
  const views = [...toolViewChunks(graph).values()].map((file) => file.file);
  return reachable(graph, [entryChunk(graph).file], { lazy: true, stopAt: new Set([...views, ...taskChunks(graph)]) });
}

export interface ToolParts {
  id: string;
  /** The tool view's chunk: the first file the tool page asks for. */
  view: string;
  /** Everything the tool may load that the shell does not hold, the view included. */
  files: string[];
  bytes: number;
  /** What opening the tool loads at once beyond the shell (the view and its static imports). */
  atOpen: string[];
}

/** The task chunks of the folders whose code `files` hold (a tool's own, or its family's). */
function ownTaskChunks(graph: BundleGraph, files: Iterable<string>, tasks: readonly string[]): string[] {
  const folders = new Set([...files].flatMap((file) => graph[file].modules.map(toolOfModule)));
  return tasks.filter((task) => folders.has(TASK_CHUNK.exec(task)?.[1]));
}

/** Each tool's own files beyond the shell, from its view's chunk and its task chunks. */
export function toolParts(graph: BundleGraph, shell: ReadonlySet<string> = shellFiles(graph)): ToolParts[] {
  const views = toolViewChunks(graph);
  const viewFiles = new Set([...views.values()].map((file) => file.file));
  const tasks = taskChunks(graph);
  return [...views].map(([id, view]) => {
    const outside = [...shell, ...[...viewFiles].filter((file) => file !== view.file)];
    const code = reachable(graph, [view.file], { lazy: true, stopAt: new Set([...outside, ...tasks]) });
    const own = ownTaskChunks(graph, code, tasks);
    const stopAt = new Set([...outside, ...tasks.filter((task) => !own.includes(task))]);
    const files = [...reachable(graph, [view.file, ...own], { lazy: true, stopAt })].sort();
    const atOpen = [...reachable(graph, [view.file], { lazy: false, stopAt })].sort();
    const bytes = files.reduce((sum, file) => sum + graph[file].bytes, 0);
    return { id, view: view.file, files, bytes, atOpen };
  });
}
