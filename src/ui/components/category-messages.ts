/**
 * The words around categories: their pages, the home page's grouped grid, and a tool page's category link and related
 * tools. Each category's own title and description are in `src/core/site/category-messages.ts` (the build needs them).
 */
import type { CategoryCount } from '../../core/site/categories';

const tools = (n: number) => `${n} ${n === 1 ? 'tool' : 'tools'}`;

export const CATEGORY_WORDS = {
  /** '9 tools', or '8 tools · 2 coming soon'. */
  count: ({ available, planned }: CategoryCount) =>
    planned ? `${tools(available)} · ${planned} coming soon` : tools(available),
  /** The home grid's link to the page of the category chosen by a chip. */
  openPage: (name: string) => `Open the ${name} page`,
  /** A group heading's link on the home page, and a tool page's category link: the name, then where it leads. */
  categoryLinkLabel: (name: string) => `${name}: every tool in this category`,
  relatedTools: 'Related tools',
  otherCategories: 'Other categories',
  checkupTitle: 'Test the whole device in one pass',
  checkupText:
    'Buying a used laptop or handing a repair back? The Device Check-up runs the tests below one after another, keyboard to battery, and ends with a printable report, all on the device.',
  checkupLink: 'Start the Device Check-up',
} as const;
