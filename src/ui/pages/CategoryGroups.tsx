import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { Category, Tool } from '../../core/site/catalogue';
import { countOf, groupByCategory } from '../../core/site/categories';
import { ToolGrid } from '../components/ToolCard';
import { CATEGORY_WORDS } from '../components/category-messages';
import { CategoryHeadingLink } from '../components/CategoryLink';
import { HOME } from './home-messages';

const toggleClass =
  'ml-auto rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 focus-ring dark:text-slate-300 dark:hover:bg-slate-800';

/** One category's working tools, under its name (a link to its page), its count and a button that folds it away. */
function CategoryGroup({ category, tools }: { category: Category; tools: Tool[] }) {
  const [open, setOpen] = useState(true);
  const listId = useId();
  const label = open ? HOME.hideGroup(category.name) : HOME.showGroup(category.name);
  return (
    // Unnamed sections: twelve more landmarks would crowd the page's list; the headings lead the way.
    <section className="flex flex-col gap-2">
      <div className="flex items-center gap-x-3">
        <CategoryHeadingLink category={category} />
        <p className="text-sm text-slate-600 dark:text-slate-400">{CATEGORY_WORDS.count(countOf(tools))}</p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={label}
          title={label}
          onClick={() => setOpen((o) => !o)}
          className={toggleClass}
        >
          <ChevronDown aria-hidden className={`size-5 transition-transform ${open ? '' : '-rotate-90'}`} />
        </button>
      </div>
      <div id={listId} hidden={!open}>
        <ToolGrid tools={tools} label={category.name} size="dense" headingLevel={4} showCategory={false} />
      </div>
    </section>
  );
}

/**
 * The All Tools list grouped by category (issue 34): the working tools only, on dense cards, each group foldable, so
 * some 90 tools fit a few screens (the planned ones have their own section below).
 */
export function CategoryGroups({ tools }: { tools: readonly Tool[] }) {
  const working = tools.filter((t) => !t.comingSoon);
  return (
    <div className="flex flex-col gap-5 sm:gap-6">
      {groupByCategory(working).map(({ category, tools: own }) => (
        <CategoryGroup key={category.id} category={category} tools={own} />
      ))}
    </div>
  );
}
