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

export const TOOL_VIEW_IDS: readonly string[] = Object.keys(loaders).map(idFromPath);

const views = new Map<string, LazyExoticComponent<ToolView>>();

/** The lazily loaded view of a tool, or undefined when none is built yet. */
export function toolView(id: string): LazyExoticComponent<ToolView> | undefined {
  const loader = loaders[`./${id}/index.tsx`];
  if (!loader) return undefined;
  let view = views.get(id);
  if (!view) {
    view = lazy(loader);
    views.set(id, view);
  }
  return view;
}
