import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Tool } from '../../core/site/catalogue';

/** Props every tool view receives from the shared tool page frame. */
export interface ToolViewProps {
  tool: Tool;
}

type ToolView = ComponentType<ToolViewProps>;

/**
 * Each tool's view lives in `src/ui/tools/<id>/index.tsx` and is found here by its id:
 * a folder is all it takes to register a view, and each view is its own lazy chunk.
 */
const loaders = import.meta.glob<{ default: ToolView }>('./*/index.tsx');

const idFromPath = (path: string) => path.split('/')[1];

/**
 * Every tool's view by id, made lazy once at load (nothing is fetched until a view first renders), so a
 * page renders the same component each time. A plain record without a prototype: no id finds anything else.
 */
export const TOOL_VIEWS: Readonly<Partial<Record<string, LazyExoticComponent<ToolView>>>> = Object.assign(
  Object.create(null) as Record<string, LazyExoticComponent<ToolView>>,
  Object.fromEntries(Object.entries(loaders).map(([path, load]) => [idFromPath(path), lazy(load)])),
);

export const TOOL_VIEW_IDS: readonly string[] = Object.keys(TOOL_VIEWS);
