import type { Tool } from '../../core/site/catalogue';
import { countOf, groupByCategory } from '../../core/site/categories';
import { ToolGrid } from '../components/ToolCard';
import { CATEGORY_WORDS } from './category-messages';
import { CategoryHeadingLink } from './CategoryLink';

/**
 * The All Tools grid grouped by category (issue 34): each category's name linking to its page, its count, then its
 * tools, the working ones first. With some 100 tools, one grid was a wall of cards.
 */
export function CategoryGroups({ tools }: { tools: readonly Tool[] }) {
  return (
    <div className="flex flex-col gap-6 sm:gap-10">
      {groupByCategory(tools).map(({ category, tools: own }) => {
        return (
          // Unnamed sections: twelve more landmarks would crowd the page's list; the headings lead the way.
          <section key={category.id} className="flex flex-col gap-2 sm:gap-3">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <CategoryHeadingLink category={category} />
              <p className="text-sm text-slate-600 dark:text-slate-400">{CATEGORY_WORDS.count(countOf(own))}</p>
            </div>
            <ToolGrid tools={own} label={category.name} headingLevel={4} showCategory={false} />
          </section>
        );
      })}
    </div>
  );
}
