import { useAtom } from 'jotai';
import { PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { STATIC_PAGES } from '../../core/site/seo';
import { Button, buttonClass } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { SearchBox } from '../components/SearchBox';
import { ToolGrid } from '../components/ToolCard';
import { notify } from '../notify';
import { useDocumentMeta } from '../seo';
import { AdSlot } from '../shell/AdSlot';
import { toolsAtom } from '../state/catalogue';
import { PageHeading } from './PageHeading';

/** Case-insensitive match on name or description (this page's search, unlike home's, ignores categories). */
const matches = (query: string) => {
  const needle = query.trim().toLowerCase();
  return (tool: { name: string; description: string }) =>
    !needle || tool.name.toLowerCase().includes(needle) || tool.description.toLowerCase().includes(needle);
};

export default function ComingSoon() {
  useDocumentMeta(STATIC_PAGES['/coming-soon']);
  const [tools, setTools] = useAtom(toolsAtom);
  const [query, setQuery] = useState('');
  const upcoming = tools.filter((t) => t.comingSoon);
  const shown = upcoming.filter(matches(query));

  // In-memory only: a reload brings back the catalogue as shipped.
  const enableAll = () => {
    setTools(tools.map((t) => (t.comingSoon ? { ...t, comingSoon: false } : t)));
    notify.success(
      'All tools enabled',
      'Until you reload, every card opens its page: planned tools say what they will do and let you request them.',
    );
  };

  return (
    <div className="flex flex-col gap-8">
      <PageHeading
        title="Coming Soon"
        subtitle="Tools on the way. Enable All Tools opens their pages, where you can request the ones you need."
      />
      {upcoming.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
          <PartyPopper aria-hidden className="size-8 text-indigo-600" />
          <p className="text-lg font-semibold text-slate-800 dark:text-slate-100">All tools have been enabled!</p>
          <Link href="/" className={buttonClass('primary')}>
            Browse all tools
          </Link>
        </div>
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SearchBox value={query} onChange={setQuery} className="flex-1 sm:max-w-md" />
            <Button onClick={enableAll} className="sm:ml-auto">
              Enable All Tools
            </Button>
          </div>
          <section aria-label="Coming Soon tools">
            {shown.length ? (
              <ToolGrid tools={shown} label="Coming Soon tools" />
            ) : (
              <EmptyState title="No tools found" message="Try adjusting your search or filter criteria" />
            )}
          </section>
        </>
      )}
      <AdSlot slot="content-banner" />
    </div>
  );
}
