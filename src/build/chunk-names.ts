/**
 * Lazy chunks are named after what they hold: a chunk made from a tool's folder takes the tool's id, so a kit tool's
 * chunk (its declaration.ts) reads `json-formatter-<hash>.js` in the network panel, not `declaration-<hash>.js`.
 */
const TOOL_MODULE = /\/src\/tools\/([^/]+)\/(?:core\/)?([^/]+?)\.(?:tsx?|mjs)$/;

/** Files whose name says nothing beside their folder's. */
const PLAIN_NAMES = new Set(['index', 'declaration']);

interface ChunkInfo {
  name: string;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
}

/** Whether a module gave a chunk its name: `name.ts`, or `name/index.ts` (an index is named by its folder). */
function gaveName(id: string, name: string): boolean {
  const parts = id.replaceAll('\\', '/').split('/');
  const base = (parts.at(-1) ?? '').split('.')[0];
  const folder = parts.at(-2);
  return base === name || (base === 'index' && folder === name);
}

/** The module a chunk is named after: its facade, or (a shared chunk) the module whose name it took. */
const namingModule = ({ name, facadeModuleId, moduleIds }: ChunkInfo): string | undefined =>
  facadeModuleId ?? moduleIds.find((id) => gaveName(id, name));

export function chunkFileName(chunk: ChunkInfo): string {
  const match = namingModule(chunk)?.replaceAll('\\', '/').match(TOOL_MODULE);
  if (!match) return 'assets/[name]-[hash].js';
  const [, id, file] = match;
  return `assets/${PLAIN_NAMES.has(file) ? id : `${id}-${file}`}-[hash].js`;
}

/** A tool's task chunk in its worker (src/tools/<id>/task.ts, loaded by the generic tool worker): `<id>.task-<hash>.js`. */
const TOOL_TASK = /\/src\/tools\/([^/]+)\/task\.ts$/;

export function workerChunkFileName(chunk: ChunkInfo): string {
  const tool = TOOL_TASK.exec(chunk.facadeModuleId?.replaceAll('\\', '/') ?? '')?.[1];
  return tool ? `assets/${tool}.task-[hash].js` : chunkFileName(chunk);
}
