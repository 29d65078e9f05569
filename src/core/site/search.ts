import type { CategoryId, Tool } from './catalogue';
import { fuzzySearch } from './fuzzy';

/**
 * The home page's search: the command palette's engine (`fuzzy.ts`), so both find the same tools in the
 * same order, best match first.
 */

/** Normalises a query: trimmed and case-insensitive (spec section 5). */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** True when the query finds the tool (by its name, description, category name or keywords). */
export function matchesQuery(tool: Tool, query: string): boolean {
  return fuzzySearch([tool], query).length > 0;
}

/**
 * Tools in the chosen category (null = all) that match the search text, best match first; a blank
 * query keeps the order given.
 */
export function filterTools(tools: readonly Tool[], query: string, category: CategoryId | null): Tool[] {
  const inCategory = category === null ? tools : tools.filter((t) => t.category === category);
  return fuzzySearch(inCategory, query).map((r) => r.tool);
}

/** The working tools, then the planned ones, each in the order given (a grid shows what works first). */
export function availableFirst(tools: readonly Tool[]): Tool[] {
  return [...tools.filter((t) => !t.comingSoon), ...tools.filter((t) => t.comingSoon)];
}
