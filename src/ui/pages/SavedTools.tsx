import { useAtomValue } from 'jotai';
import { findTool, type Tool } from '../../core/site/catalogue';
import { ToolGrid } from '../components/ToolCard';
import { toolsAtom } from '../state/catalogue';
import { useFavourites } from '../state/favourites';
import { useRecents } from '../state/recents';
import { SectionHeading } from './PageHeading';

function useToolsById(ids: readonly string[]): Tool[] {
  const tools = useAtomValue(toolsAtom);
  return ids.map((id) => findTool(tools, id)).filter((tool): tool is Tool => tool !== undefined);
}

function ToolSection({ title, tools }: { title: string; tools: Tool[] }) {
  if (!tools.length) return null;
  return (
    <section aria-label={title}>
      <SectionHeading title={title} />
      <ToolGrid tools={tools} label={title} size="compact" />
    </section>
  );
}

/** The starred tools, in the order they were starred (shown once there is one). */
export function FavouriteTools() {
  return <ToolSection title="Favourites" tools={useToolsById(useFavourites().ids)} />;
}

/** The tools opened last, newest first (shown once there is one). */
export function RecentTools() {
  return <ToolSection title="Recent" tools={useToolsById(useRecents().ids)} />;
}
