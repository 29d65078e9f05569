import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { CATEGORIES, findTool, type Category, type Tool } from '../../core/site/catalogue';
import { categoryPath, countOf, toolsOfCategory } from '../../core/site/categories';
import { CATEGORY_TEXT } from '../../core/site/category-messages';
import { categoryMeta } from '../../core/site/seo';
import { buttonClass } from '../components/Button';
import { ToolGrid } from '../components/ToolCard';
import { ToolIcon } from '../components/ToolIcon';
import { useDocumentMeta } from '../seo';
import { toolsAtom } from '../state/catalogue';
import { CATEGORY_WORDS } from '../components/category-messages';
import { CategoryDot } from '../components/CategoryLink';

/** The tool the Hardware page introduces: one guided pass through all the others. */
const CHECKUP_ID = 'device-checkup';

function CategoryHeading({ category, count }: { category: Category; count: string }) {
  const { title, description } = CATEGORY_TEXT[category.id];
  return (
    <header className="flex flex-col gap-2">
      <h1 className="flex items-center gap-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        <CategoryDot category={category} className="size-3" />
        {title}
      </h1>
      <p className="max-w-prose text-slate-600 dark:text-slate-400">{description}</p>
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{count}</p>
    </header>
  );
}

/** The Hardware page's introduction to the Device Check-up, which runs its tests one after another. */
function CheckupIntro({ tool, category }: { tool: Tool; category: Category }) {
  return (
    <section
      aria-labelledby="checkup-heading"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:gap-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <span className="self-start rounded-xl p-3" style={{ backgroundColor: `${category.color}1a` }}>
        <ToolIcon name={tool.icon} color={category.color} className="size-7" />
      </span>
      <div className="flex flex-1 flex-col gap-1">
        <h2 id="checkup-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {CATEGORY_WORDS.checkupTitle}
        </h2>
        <p className="max-w-prose text-sm text-slate-600 dark:text-slate-400">{CATEGORY_WORDS.checkupText}</p>
      </div>
      <Link href={tool.url} className={buttonClass('primary', 'shrink-0 self-start sm:self-center')}>
        {CATEGORY_WORDS.checkupLink}
      </Link>
    </section>
  );
}

const otherLinkClass =
  'inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 ' +
  'hover:bg-slate-100 focus-ring dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800';

/** Links to the other categories' pages, so a visitor (and a crawler) moves between them. */
function OtherCategories({ current }: { current: Category }) {
  return (
    <nav aria-labelledby="other-categories-heading" className="flex flex-col gap-3">
      <h2 id="other-categories-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {CATEGORY_WORDS.otherCategories}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {CATEGORIES.filter((c) => c.id !== current.id).map((c) => (
          <li key={c.id}>
            <Link href={categoryPath(c.id)} className={otherLinkClass}>
              <CategoryDot category={c} />
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `/category/<id>`: a category's tools, the working ones first, with its introduction and count. */
export default function CategoryPage({ category }: { category: Category }) {
  useDocumentMeta(categoryMeta(category));
  const allTools = useAtomValue(toolsAtom);
  const tools = toolsOfCategory(allTools, category.id);
  const checkup = category.id === 'hardware' ? findTool(allTools, CHECKUP_ID) : undefined;
  const { title } = CATEGORY_TEXT[category.id];
  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      <CategoryHeading category={category} count={CATEGORY_WORDS.count(countOf(tools))} />
      {checkup && !checkup.comingSoon && <CheckupIntro tool={checkup} category={category} />}
      <ToolGrid tools={tools} label={title} headingLevel={2} showCategory={false} />
      <OtherCategories current={category} />
    </div>
  );
}
