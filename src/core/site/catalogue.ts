/**
 * The catalogue: the single source of truth for every tool and category.
 *
 * A tool whose page is not built yet stays `comingSoon: true` until its view
 * lands, so the site never offers a tool that does not work.
 */

export const SITE_NAME = 'DevToolbox';

export type CategoryId =
  | 'encoding'
  | 'conversion'
  | 'formatting'
  | 'generators'
  | 'validation'
  | 'security'
  | 'text'
  | 'datetime'
  | 'network'
  | 'math'
  | 'data'
  | 'hardware';

export interface Category {
  id: CategoryId;
  name: string;
  /** Accent colour (hex) for chips and icons. */
  color: string;
}

/** Icon names; the UI maps each to an SVG component (checked by the type system). */
export type IconName =
  | 'binary'
  | 'braces'
  | 'calculator'
  | 'calendar-clock'
  | 'case-sensitive'
  | 'clock'
  | 'code'
  | 'code-xml'
  | 'cpu'
  | 'diff'
  | 'file-archive'
  | 'file-code'
  | 'file-json'
  | 'file-spreadsheet'
  | 'fingerprint'
  | 'hash'
  | 'image'
  | 'key-round'
  | 'keyboard'
  | 'link'
  | 'link-2'
  | 'list-ordered'
  | 'lock'
  | 'network'
  | 'palette'
  | 'percent'
  | 'pipette'
  | 'qr-code'
  | 'regex'
  | 'ruler'
  | 'scan-text'
  | 'scissors'
  | 'shield-check'
  | 'square-code'
  | 'text'
  | 'type'
  | 'database'
  | 'file-text'
  | 'radio'
  | 'speech'
  | 'lock-keyhole'
  | 'mouse'
  | 'monitor'
  | 'gauge'
  | 'webcam'
  | 'mic'
  | 'speaker'
  | 'gamepad-2'
  | 'hand'
  | 'battery-medium'
  | 'memory-stick'
  | 'clipboard-check'
  | 'barcode'
  | 'file-stack'
  | 'scan-line'
  | 'audio-lines'
  | 'container'
  | 'terminal'
  | 'languages';

export interface Tool {
  id: string;
  name: string;
  description: string;
  category: CategoryId;
  icon: IconName;
  url: string;
  /** Extra words people search for (matched by the search box). */
  keywords: string[];
  isPopular?: boolean;
  /** The New badge: on the ten tools added last only, so it still says something. */
  isNew?: boolean;
  comingSoon?: boolean;
  /**
   * Tools that share their logic (an encoder and its decoder) name their family: the shared parts are
   * found by the family name instead of the tool id (see `partsName`).
   */
  family?: ToolFamily;
  /**
   * Heavy work runs in workers: the generic tool worker runs `src/tools/<partsName>/task.ts`. The pool's settings
   * are declared here (`true`: the defaults), read by the tool's `in-worker.ts`.
   */
  worker?: true | WorkerPoolSpec;
  /** Where its output or subject goes next, most likely first (the related tools start with these). */
  handOffs?: readonly string[];
}

/** A tool's worker pool, as `src/workers/pool.ts` takes it: workers, idle time, and how long pings may wait. */
export interface WorkerPoolSpec {
  readonly size?: number;
  readonly idleMs?: number;
  readonly livenessMs?: number;
  readonly loadMs?: number;
  readonly cancelGraceMs?: number;
}

/** Families of tools that share one algorithm, one worker entry and one set of view parts. */
export type ToolFamily = 'base64' | 'url-encoding' | 'html-entities';

/**
 * The name a tool's shared parts are found by: its family if it has one, else its id. A tool's own folder is
 * `src/tools/<id>/`; a family's shared core and view parts are in `src/tools/<family>/`.
 */
export const partsName = (tool: Pick<Tool, 'id' | 'family'>): string => tool.family ?? tool.id;

/** The 12 categories, in the product spec's order. */
export const CATEGORIES: readonly Category[] = [
  { id: 'encoding', name: 'Encoding', color: '#6366f1' },
  { id: 'conversion', name: 'Conversion', color: '#0ea5e9' },
  { id: 'formatting', name: 'Formatting', color: '#8b5cf6' },
  { id: 'generators', name: 'Generators', color: '#10b981' },
  { id: 'validation', name: 'Validation', color: '#14b8a6' },
  { id: 'security', name: 'Security', color: '#ef4444' },
  { id: 'text', name: 'Text Tools', color: '#f59e0b' },
  { id: 'datetime', name: 'Date & Time', color: '#ec4899' },
  { id: 'network', name: 'Network', color: '#3b82f6' },
  { id: 'math', name: 'Mathematics', color: '#84cc16' },
  { id: 'data', name: 'Data Processing', color: '#f97316' },
  { id: 'hardware', name: 'Hardware', color: '#64748b' },
];

/** What a tool declares of itself in `src/tools/<id>/tool.ts`: its entry, without the id its folder gives. */
export type ToolEntry = Omit<Tool, 'id' | 'url'>;

const idOfEntry = (path: string) => path.split('/').at(-2) ?? '';

const categoryRank = new Map(CATEGORIES.map((c, rank) => [c.id, rank]));

/** Catalogue order: by category in the spec's order, the popular tools first, then by name. */
const byCatalogueOrder = (a: Tool, b: Tool) =>
  (categoryRank.get(a.category) ?? 0) - (categoryRank.get(b.category) ?? 0) ||
  Number(Boolean(b.isPopular)) - Number(Boolean(a.isPopular)) ||
  a.name.localeCompare(b.name, 'en');

/**
 * The catalogue from the tool folders' entries, by the path of each `tool.ts` (its folder is the id): found by
 * `import.meta.glob` in the site (./tools.ts) and by reading the folder in the browser tests (tests/catalogue.ts).
 */
export const toolsOf = (entries: Readonly<Record<string, ToolEntry>>): readonly Tool[] =>
  Object.entries(entries)
    .map(([path, entry]): Tool => {
      const id = idOfEntry(path);
      return { ...entry, id, url: `/tools/${id}` };
    })
    .sort(byCatalogueOrder);

const categoriesById = new Map(CATEGORIES.map((c) => [c.id, c]));

export function categoryOf(tool: Pick<Tool, 'category'>): Category {
  const category = categoriesById.get(tool.category);
  if (!category) throw new Error(`Unknown category: ${tool.category}`);
  return category;
}

export function findTool(tools: readonly Tool[], id: string): Tool | undefined {
  return tools.find((t) => t.id === id);
}
