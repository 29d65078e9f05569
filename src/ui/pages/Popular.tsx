import { useAtomValue } from 'jotai';
import { EmptyState } from '../components/EmptyState';
import { ToolGrid } from '../components/ToolCard';
import { STATIC_PAGES } from '../../core/site/seo';
import { useDocumentMeta } from '../seo';
import { toolsAtom } from '../state/catalogue';
import { HOME } from './home-messages';
import { PageHeading } from './PageHeading';

export default function Popular() {
  useDocumentMeta(STATIC_PAGES['/popular']);
  const tools = useAtomValue(toolsAtom).filter((t) => t.isPopular && !t.comingSoon);
  return (
    <div>
      <PageHeading title="Popular Tools" subtitle={HOME.popularIntro} />
      {tools.length ? (
        <ToolGrid tools={tools} label="Popular Tools" />
      ) : (
        <EmptyState title="No popular tools yet" message="Popular tools appear here as soon as they are available." />
      )}
    </div>
  );
}
