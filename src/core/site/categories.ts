/**
 * Category pages (`/category/<id>`): their addresses and which tools each lists, pure so the
 * build (prerender, sitemap) and the pages share one answer. The words are in `category-messages.ts`.
 */
import { CATEGORIES, type Category, type CategoryId, type Tool } from './catalogue.ts';

export const CATEGORY_PATH_PREFIX = '/category/';

export const categoryPath = (id: CategoryId): string => `${CATEGORY_PATH_PREFIX}${id}`;

export const CATEGORY_PATHS: readonly string[] = CATEGORIES.map((c) => categoryPath(c.id));

/** The category of an id from an address, or undefined for any other text ('constructor' included). */
export function findCategory(id: string): Category | undefined {
  return CATEGORIES.find((c) => c.id === id);
}

/** The category a path shows ('/category/security'), or undefined when it is no category page. */
export function categoryOfPath(path: string): Category | undefined {
  return path.startsWith(CATEGORY_PATH_PREFIX) ? findCategory(path.slice(CATEGORY_PATH_PREFIX.length)) : undefined;
}

/** A category's tools as its page and the home page list them: the working ones first, then the planned ones. */
export function toolsOfCategory(tools: readonly Tool[], id: CategoryId): Tool[] {
  const own = tools.filter((t) => t.category === id);
  return [...own.filter((t) => !t.comingSoon), ...own.filter((t) => t.comingSoon)];
}

export interface CategoryCount {
  available: number;
  planned: number;
}

export function countOf(tools: readonly Tool[]): CategoryCount {
  const planned = tools.filter((t) => t.comingSoon).length;
  return { available: tools.length - planned, planned };
}

/** Every category with its tools, in the catalogue's order of categories (the home page's grouped grid). */
export function groupByCategory(tools: readonly Tool[]): { category: Category; tools: Tool[] }[] {
  return CATEGORIES.map((category) => ({ category, tools: toolsOfCategory(tools, category.id) })).filter(
    (group) => group.tools.length > 0,
  );
}
