import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Tool } from '../../core/site/catalogue';
import { NeedsOnlineVisit } from '../offline/NeedsOnlineVisit';

/** Props every tool view receives from the shared tool page frame. */
export interface ToolViewProps {
  tool: Tool;
}

type ToolView = ComponentType<ToolViewProps>;

/**
 * Each tool's view lives in `src/tools/<id>/index.tsx` and is found here by its id:
 * a folder is all it takes to register a view, and each view is its own lazy chunk.
 */
const loaders = import.meta.glob<{ default: ToolView }>('../../tools/*/index.tsx');

const idFromPath = (path: string) => path.split('/').at(-2) ?? '';

/**
 * A view's chunk, or offline, when it was never stored (a heavy tool not opened online yet: src/offline/sw.ts),
 * a screen that says the tool needs one online visit instead of a load error.
 */
const viewOrOfflineNotice = (load: () => Promise<{ default: ToolView }>) => (): Promise<{ default: ToolView }> =>
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
  Object.fromEntries(
    Object.entries(loaders).map(([path, load]) => [idFromPath(path), lazy(viewOrOfflineNotice(load))]),
  ),
);

export const TOOL_VIEW_IDS: readonly string[] = Object.keys(TOOL_VIEWS);

const TOOL_PAGE = /^\/tools\/([^/]+)$/;
const loaderByPath = new Map(Object.entries(loaders).map(([path, load]) => [`/tools/${idFromPath(path)}`, load]));

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
