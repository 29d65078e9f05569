import { categoryOf, type CategoryId, type Tool } from './catalogue';

/** Normalises a query: trimmed and case-insensitive (spec section 5). */
export function normaliseQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** True when the tool's name, description, category name or a keyword contains the query. */
export function matchesQuery(tool: Tool, query: string): boolean {
  const q = normaliseQuery(query);
  if (!q) return true;
  const haystacks = [tool.name, tool.description, categoryOf(tool).name, ...tool.keywords];
  return haystacks.some((text) => text.toLowerCase().includes(q));
}

/** Tools matching both the search text and the chosen category (null = all). */
export function filterTools(tools: readonly Tool[], query: string, category: CategoryId | null): Tool[] {
  return tools.filter((t) => (category === null || t.category === category) && matchesQuery(t, query));
}

/** The working tools, then the planned ones, each in the order given (a grid shows what works first). */
export function availableFirst(tools: readonly Tool[]): Tool[] {
  return [...tools.filter((t) => !t.comingSoon), ...tools.filter((t) => t.comingSoon)];
}
