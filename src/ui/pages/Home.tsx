import { useAtom, useAtomValue } from 'jotai';
import { ShieldCheck } from 'lucide-react';
import { CATEGORIES } from '../../core/site/catalogue';
import { availableFirst, filterTools, normaliseQuery } from '../../core/site/search';
import { EmptyState } from '../components/EmptyState';
import { ToolGrid } from '../components/ToolCard';
import { STATIC_PAGES } from '../../core/site/seo';
import { useDocumentMeta } from '../seo';
import { toolsAtom } from '../state/catalogue';
import { searchQueryAtom, selectedCategoryAtom } from '../state/search';
import { CategoryChips } from './CategoryChips';
import { HOME, TOOLS_GRID_ID } from './home-messages';
import { SectionHeading } from './PageHeading';
import { FavouriteTools, RecentTools } from './SavedTools';
import { SmartPaste } from './SmartPaste';

/** A short banner (dimmed in dark mode), so the tools start in the first screen. */
function Hero() {
  return (
    <section className="flex flex-col justify-center rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 px-5 py-5 text-white sm:px-8 sm:py-6 dark:from-indigo-950 dark:to-violet-950 dark:ring-1 dark:ring-indigo-900">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{HOME.heroTitle}</h1>
      <p className="mt-2 text-sm text-indigo-100 sm:text-base">{HOME.heroText}</p>
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

export default function Home() {
  useDocumentMeta(STATIC_PAGES['/']);
  const tools = useAtomValue(toolsAtom);
  // The search box is the header's (one per page): it shares this state.
  const query = useAtomValue(searchQueryAtom);
  const [category, setCategory] = useAtom(selectedCategoryAtom);

  const searching = normaliseQuery(query) !== '';
  const browsing = !searching && category === null;
  const results = availableFirst(filterTools(tools, query, category));
  const popular = tools.filter((t) => t.isPopular);
  const gridTitle = gridTitleOf(searching, CATEGORIES.find((c) => c.id === category)?.name);

  return (
    <div className="flex flex-col gap-6 sm:gap-8">
      {/* While a search is on, its results come first; hidden rather than unmounted, smart paste keeps its text. */}
      <div hidden={searching} className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <Hero />
        <SmartPaste />
      </div>

      <CategoryChips selected={category} onSelect={setCategory} />

      {browsing && <FavouriteTools />}
      {browsing && <RecentTools />}

      {browsing && popular.length > 0 && (
        <section aria-labelledby="popular-heading">
          <SectionHeading id="popular-heading" title={HOME.popular} />
          <ToolGrid tools={popular} label={HOME.popular} size="compact" />
        </section>
      )}

      <section id={TOOLS_GRID_ID} tabIndex={-1} aria-label={gridTitle} className="scroll-mt-20 focus:outline-none">
        <SectionHeading title={gridTitle} subtitle={searching ? HOME.count(results.length) : undefined} />
        {results.length ? (
          <ToolGrid tools={results} label={gridTitle} />
        ) : (
          <EmptyState title={HOME.noToolsTitle} message={HOME.noToolsMessage} />
        )}
      </section>
    </div>
  );
}
