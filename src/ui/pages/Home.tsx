import { useAtom, useAtomValue } from 'jotai';
import { ShieldCheck } from 'lucide-react';
import { CATEGORIES } from '../../core/site/catalogue';
import { filterTools, normaliseQuery } from '../../core/site/search';
import { EmptyState } from '../components/EmptyState';
import { ToolGrid } from '../components/ToolCard';
import { STATIC_PAGES } from '../../core/site/seo';
import { useDocumentMeta } from '../seo';
import { toolsAtom } from '../state/catalogue';
import { searchQueryAtom, selectedCategoryAtom } from '../state/search';
import { CategoryChips } from './CategoryChips';
import { SectionHeading } from './PageHeading';
import { FavouriteTools, RecentTools } from './SavedTools';
import { SmartPaste } from './SmartPaste';

const countLabel = (n: number) => `${n} ${n === 1 ? 'tool matches' : 'tools match'} your search`;

export default function Home() {
  useDocumentMeta(STATIC_PAGES['/']);
  const tools = useAtomValue(toolsAtom);
  // The search box is the header's (one per page): it shares this state.
  const query = useAtomValue(searchQueryAtom);
  const [category, setCategory] = useAtom(selectedCategoryAtom);

  const searching = normaliseQuery(query) !== '';
  const results = filterTools(tools, query, category);
  const popular = tools.filter((t) => t.isPopular);
  const categoryName = CATEGORIES.find((c) => c.id === category)?.name;
  const gridTitle = searching ? 'Search Results' : categoryName ? `${categoryName} Tools` : 'All Tools';

  return (
    <div className="flex flex-col gap-10">
      <section className="rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 px-6 py-12 text-center text-white sm:px-12">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">Developer tools that stay on your device</h1>
        <p className="mx-auto mt-4 max-w-2xl text-indigo-100 sm:text-lg">
          Encoders, formatters, hashes, converters and generators, fast on huge inputs. Everything runs in your browser:
          nothing you type or drop is uploaded.
        </p>
        <p className="mt-3 inline-flex items-center gap-1 text-sm text-indigo-100">
          <ShieldCheck aria-hidden className="size-4" /> Free, no account, no tracking by default
        </p>
      </section>

      <SmartPaste />

      <CategoryChips selected={category} onSelect={setCategory} />

      {!searching && category === null && <FavouriteTools />}
      {!searching && category === null && <RecentTools />}

      {!searching && category === null && popular.length > 0 && (
        <section aria-labelledby="popular-heading">
          <h2 id="popular-heading" className="mb-4 text-xl font-semibold text-slate-900 dark:text-white">
            Popular Tools
          </h2>
          <ToolGrid tools={popular} label="Popular Tools" />
        </section>
      )}

      <section aria-label={gridTitle}>
        <SectionHeading title={gridTitle} subtitle={searching ? countLabel(results.length) : undefined} />
        {results.length ? (
          <ToolGrid tools={results} label={gridTitle} />
        ) : (
          <EmptyState title="No tools found" message="Try adjusting your search or filter criteria" />
        )}
      </section>
    </div>
  );
}
