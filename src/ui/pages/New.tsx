import { useAtomValue } from 'jotai';
import { EmptyState } from '../components/EmptyState';
import { ToolGrid } from '../components/ToolCard';
import { STATIC_PAGES } from '../../core/site/seo';
import { useDocumentMeta } from '../seo';
import { toolsAtom } from '../state/catalogue';
import { PageHeading, SectionHeading } from './PageHeading';

export default function New() {
  useDocumentMeta(STATIC_PAGES['/new']);
  const fresh = useAtomValue(toolsAtom).filter((t) => t.isNew);
  const available = fresh.filter((t) => !t.comingSoon);
  const upcoming = fresh.filter((t) => t.comingSoon);
  return (
    <div className="flex flex-col gap-10">
      <PageHeading title="New Tools" subtitle="Recently added, and what is on its way." />
      <section aria-label="Available Now">
        <SectionHeading title="Available Now" />
        {available.length ? (
          <ToolGrid tools={available} label="Available Now" />
        ) : (
          <EmptyState title="Nothing new yet" message="New tools appear here as soon as they are available." />
        )}
      </section>
      {upcoming.length > 0 && (
        <section aria-label="Coming Soon">
          <SectionHeading title="Coming Soon" />
          <ToolGrid tools={upcoming} label="Coming Soon" />
        </section>
      )}
    </div>
  );
}
