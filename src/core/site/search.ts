import type { CategoryId, Tool } from './catalogue';
import { fuzzySearch, onlyClosest } from './fuzzy';

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

/** A search's tools, best match first, and whether they are only the closest (no tool has the words as typed). */
export interface ToolSearch {
  tools: Tool[];
  closestOnly: boolean;
}

/** Searches the tools in the chosen category (null = all); a blank query keeps the order given. */
export function searchTools(tools: readonly Tool[], query: string, category: CategoryId | null): ToolSearch {
  const inCategory = category === null ? tools : tools.filter((t) => t.category === category);
  const results = fuzzySearch(inCategory, query);
  return { tools: results.map((r) => r.tool), closestOnly: onlyClosest(results) };
}

/** Tools in the chosen category (null = all) that match the search text, best match first. */
export const filterTools = (tools: readonly Tool[], query: string, category: CategoryId | null): Tool[] =>
  searchTools(tools, query, category).tools;

/** The working tools, then the planned ones, each in the order given (a grid shows what works first). */
export function availableFirst(tools: readonly Tool[]): Tool[] {
  return [...tools.filter((t) => !t.comingSoon), ...tools.filter((t) => t.comingSoon)];
}
