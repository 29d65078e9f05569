import { useAtom, useAtomValue } from 'jotai';
import { ArrowRight, ShieldCheck } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'wouter';
import { CATEGORIES, type Category, type Tool } from '../../core/site/catalogue';
import { categoryPath } from '../../core/site/categories';
import { availableFirst, normaliseQuery, searchTools } from '../../core/site/search';
import { EmptyState } from '../components/EmptyState';
import { SEARCH_WORDS } from '../components/search-messages';
import { ToolGrid } from '../components/ToolCard';
import { STATIC_PAGES } from '../../core/site/seo';
import { TOOLS_GRID_ID, useResultKeys } from '../shell/resultKeys';
import { useDocumentMeta } from '../seo';
import { toolsAtom } from '../state/catalogue';
import { searchQueryAtom, selectedCategoryAtom } from '../state/search';
import { CategoryChips } from './CategoryChips';
import { CategoryGroups } from './CategoryGroups';
import { CATEGORY_WORDS } from '../components/category-messages';
import { HOME } from './home-messages';
import { SectionHeading } from './PageHeading';
import { FavouriteTools, RecentTools } from './SavedTools';
import { SmartPaste } from './SmartPaste';

/** A short banner (dimmed in dark mode), so the tools start in the first screen (on a phone the title and promise). */
function Hero() {
  return (
    <section className="flex flex-col justify-center rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 px-5 py-5 text-white sm:px-8 sm:py-6 dark:from-indigo-950 dark:to-violet-950 dark:ring-1 dark:ring-indigo-900">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{HOME.heroTitle}</h1>
      <p className="mt-2 text-sm text-indigo-100 max-sm:sr-only sm:text-base">{HOME.heroText}</p>
      <p className="mt-2 inline-flex items-center gap-1 text-sm text-indigo-100">
        <ShieldCheck aria-hidden className="size-4 shrink-0" /> {HOME.heroPromise}
      </p>
    </section>
  );
}

function gridTitleOf(searching: boolean, categoryName: string | undefined): string {
  if (searching) return HOME.searchResults;
  return categoryName ? HOME.categoryTools(categoryName) : HOME.allTools;
}

const pageLinkClass =
  'inline-flex items-center gap-1 rounded font-medium text-indigo-700 underline underline-offset-2 ' +
  'hover:text-indigo-600 focus-ring dark:text-indigo-300 dark:hover:text-indigo-200';

/** Under a chosen category's grid title: the category's own page, with its introduction (issue 34). */
function CategoryPageLink({ category }: { category: Category }) {
  return (
    <Link href={categoryPath(category.id)} className={pageLinkClass}>
      {CATEGORY_WORDS.openPage(category.name)}
      <ArrowRight aria-hidden className="size-4" />
    </Link>
  );
}

/** What the grid shows: a search's count (or that it shows only the closest tools), or a category's page link. */
function gridSubtitleOf(query: string, found: { count: number; closestOnly: boolean }, category: Category | undefined) {
  if (normaliseQuery(query)) return found.closestOnly ? SEARCH_WORDS.closestOnly(query) : HOME.count(found.count);
  return category ? <CategoryPageLink category={category} /> : undefined;
}

/** The tools not built yet, once, below the working ones: no stars, a link to their page. */
function PlannedTools({ tools }: { tools: readonly Tool[] }) {
  if (!tools.length) return null;
  const intro = (
    <>
      {HOME.plannedIntro}{' '}
      <Link href="/coming-soon" className={pageLinkClass}>
        {HOME.plannedLink}
      </Link>
    </>
  );
  return (
    <section aria-labelledby="planned-heading">
      <SectionHeading id="planned-heading" title={HOME.planned} subtitle={intro} />
      <ToolGrid tools={tools} label={HOME.planned} size="dense" />
    </section>
  );
}

/** A search's or a category's tools, one ranked list. */
function ResultGrid({ results, title }: { results: readonly Tool[]; title: string }) {
  if (!results.length) return <EmptyState title={HOME.noToolsTitle} message={HOME.noToolsMessage} />;
  return <ToolGrid tools={results} label={title} />;
}

export default function Home() {
  useDocumentMeta(STATIC_PAGES['/']);
  const tools = useAtomValue(toolsAtom);
  // The search box is the header's (one per page): it shares this state.
  const query = useAtomValue(searchQueryAtom);
  const [category, setCategory] = useAtom(selectedCategoryAtom);

  const searching = normaliseQuery(query) !== '';
  const browsing = !searching && category === null;
  const grid = useRef<HTMLElement>(null);
  useResultKeys(grid);
  const found = searchTools(tools, query, category);
  const results = availableFirst(found.tools);
  const popular = tools.filter((t) => t.isPopular);
  const planned = tools.filter((t) => t.comingSoon);
  const chosen = CATEGORIES.find((c) => c.id === category);
  const gridTitle = gridTitleOf(searching, chosen?.name);

  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      {/* The visitor's own tools first, when there are any. */}
      {browsing && <FavouriteTools />}
      {browsing && <RecentTools />}

      {/* While a search is on, its results come first; hidden rather than unmounted, smart paste keeps its text. */}
      <div hidden={searching} className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <Hero />
        <SmartPaste />
      </div>

      <CategoryChips selected={category} onSelect={setCategory} />

      {browsing && popular.length > 0 && (
        <section aria-labelledby="popular-heading">
          <SectionHeading id="popular-heading" title={HOME.popular} subtitle={HOME.popularIntro} />
          <ToolGrid tools={popular} label={HOME.popular} size="compact" />
        </section>
      )}

      <section
        id={TOOLS_GRID_ID}
        tabIndex={-1}
        aria-label={gridTitle}
        ref={grid}
        className="scroll-mt-20 focus:outline-none"
      >
        <SectionHeading
          title={gridTitle}
          subtitle={gridSubtitleOf(query, { count: results.length, closestOnly: found.closestOnly }, chosen)}
        />
        {browsing ? <CategoryGroups tools={tools} /> : <ResultGrid results={results} title={gridTitle} />}
      </section>

      {browsing && <PlannedTools tools={planned} />}
    </div>
  );
}
