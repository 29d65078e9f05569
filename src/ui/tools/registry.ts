import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Tool } from '../../core/site/catalogue';
import { TOOLS } from '../../core/site/tools';
import type { KitOptions, ToolDeclaration } from '../kit/declaration';
import { NeedsOnlineVisit } from '../offline/NeedsOnlineVisit';

/** Props every tool view receives from the shared tool page frame. */
export interface ToolViewProps {
  tool: Tool;
}

type ToolView = ComponentType<ToolViewProps>;

type ViewModule = { default: ToolView };
type AnyDeclaration = ToolDeclaration<KitOptions<Record<string, string | boolean>>>;

/** A tool with a screen of its own: `src/tools/<id>/index.tsx`, each its own lazy chunk. */
const screens = import.meta.glob<ViewModule>('../../tools/*/index.tsx');
/** A kit tool: `src/tools/<id>/declaration.ts`, shown by the kit's screen, KitView. */
const declarations = import.meta.glob<{ default: AnyDeclaration }>('../../tools/*/declaration.ts');

/** A tool's words (`src/tools/<id>/words.ts`): they load with its screen, so its faults are worded. */
const words = import.meta.glob('../../tools/*/words.ts');
/** The words of the faults shared code reports (src/core/shared, the workers): every tool may meet them. */
const sharedWords = () => import('../words');

const idFromPath = (path: string) => path.split('/').at(-2) ?? '';

/** A screen's loader that also loads the tool's words, if it has any. */
const withWords = (id: string, load: () => Promise<ViewModule>) => {
  const loadWords = words[`../../tools/${id}/words.ts`];
  return () => Promise.all([load(), sharedWords(), loadWords?.()]).then(([view]) => view);
};

/** The kit's screen for a declaration: one component per tool, made once when its chunk first loads. */
const kitScreen = (load: () => Promise<{ default: AnyDeclaration }>) => async (): Promise<ViewModule> => {
  const [{ default: declaration }, { KitView }] = await Promise.all([load(), import('../kit/KitView')]);
  return { default: () => createElement(KitView, { declaration }) };
};

/** Every tool's view loader by id: its own screen where it has one, else the kit's screen for its declaration. */
function viewLoaders(): Map<string, () => Promise<ViewModule>> {
  // A family's folder of shared parts has a declaration too, but it is no tool of the catalogue.
  const toolIds = new Set(TOOLS.map((tool) => tool.id));
  const loaders = new Map(Object.entries(screens).map(([path, load]) => [idFromPath(path), load]));
  for (const [path, load] of Object.entries(declarations)) {
    const id = idFromPath(path);
    if (toolIds.has(id) && !loaders.has(id)) loaders.set(id, kitScreen(load));
  }
  return new Map([...loaders].map(([id, load]) => [id, withWords(id, load)]));
}

const loaders = viewLoaders();

const viewOrOfflineNotice = (load: () => Promise<ViewModule>) => (): Promise<ViewModule> =>
  load().catch((error: unknown) => {
    if (typeof navigator !== 'undefined' && !navigator.onLine) return { default: NeedsOnlineVisit };
    throw error;
  });

/**
 * Every tool's view by id, made lazy once at load (nothing is fetched until a view first renders), so a
 * page renders the same component each time. A plain record without a prototype: no id finds anything else.
 */
export const TOOL_VIEWS: Readonly<Partial<Record<string, LazyExoticComponent<ToolView>>>> = Object.assign(
  Object.create(null) as Record<string, LazyExoticComponent<ToolView>>,
  Object.fromEntries([...loaders].map(([id, load]) => [id, lazy(viewOrOfflineNotice(load))])),
);

export const TOOL_VIEW_IDS: readonly string[] = Object.keys(TOOL_VIEWS);

const TOOL_PAGE = /^\/tools\/([^/]+)$/;
const loaderByPath = new Map([...loaders].map(([id, load]) => [`/tools/${id}`, load]));

/**
 * Whether the view of the tool a path shows can load (any other path: yes). Offline, a tool never stored has
 * no view to hydrate its prerendered HTML with, so the page renders from scratch (src/ui/main.tsx).
 */
export const toolViewLoads = (path: string): Promise<boolean> => {
  const load = TOOL_PAGE.test(path) ? loaderByPath.get(path) : undefined;
  return load
    ? load().then(
        () => true,
        () => false,
      )
    : Promise.resolve(true);
};
