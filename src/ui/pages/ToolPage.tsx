import { useAtomValue, useSetAtom } from 'jotai';
import { ArrowLeft, Lightbulb } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { categoryOf, findTool, type Category, type Tool } from '../../core/site/catalogue';
import { relatedTools } from '../../core/site/related';
import { Button, buttonClass } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { FavouriteButton } from '../components/FavouriteButton';
import { ToolGrid } from '../components/ToolCard';
import { ToolIcon } from '../components/ToolIcon';
import { toolMeta } from '../../core/site/seo';
import { useDocumentMeta } from '../seo';
import { AdSlot } from '../shell/AdSlot';
import { CATEGORY_WORDS } from '../components/category-messages';
import { ToolDescription } from './ToolDescription';
import { CategoryPill } from '../components/CategoryLink';
import { CopyLinkButton } from './CopyLinkButton';
import { HydrationGate } from '../base/HydrationGate';
import { toolsAtom } from '../state/catalogue';
import { useRecordVisit } from '../state/recents';
import { supportDraftAtom } from '../state/support';
import { TOOL_VIEWS } from '../tools/registry';

const backLinkClass =
  'inline-flex items-center gap-1 self-start rounded-lg text-sm font-medium text-slate-600 hover:text-slate-900 focus-ring dark:text-slate-300 dark:hover:text-white';

function BackLink() {
  return (
    <Link href="/" className={backLinkClass}>
      <ArrowLeft aria-hidden className="size-4" /> Back
    </Link>
  );
}

function ToolNotFound({ id }: { id: string }) {
  useDocumentMeta({ title: 'Tool not found', description: 'No tool has this address.', path: `/tools/${id}` });
  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <EmptyState title="Tool not found" message="No tool has this address. Search the catalogue from the home page." />
    </div>
  );
}

/** The request a visitor sends from a planned tool's page (prefilled in the support form). */
export const toolRequest = (tool: Pick<Tool, 'name' | 'url'>) => ({
  subject: `Tool request: ${tool.name}`,
  message: `I would like to use ${tool.name} (${tool.url}). What I would use it for:`,
});

/** A tool on the roadmap (also after Enable All Tools): what it will be, and a way to ask for it. */
function PlannedTool({ tool }: { tool: Tool }) {
  const setDraft = useSetAtom(supportDraftAtom);
  return (
    <section
      aria-label="Planned tool"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700"
    >
      <Lightbulb aria-hidden className="size-8 text-indigo-600 dark:text-indigo-400" />
      <p className="text-lg font-semibold text-slate-800 dark:text-slate-100">Planned</p>
      <p className="max-w-prose text-sm text-slate-600 dark:text-slate-400">
        {tool.name} is on our roadmap but not built yet, so this page describes it without running it. Tell us you need
        it: requests decide what we build next.
      </p>
      <Link href="/support" onClick={() => setDraft(toolRequest(tool))} className={buttonClass('primary')}>
        Request this tool
      </Link>
    </section>
  );
}

function ToolBody({ tool }: { tool: Tool }) {
  const View = tool.comingSoon ? undefined : TOOL_VIEWS[tool.id];
  if (!View) return <PlannedTool tool={tool} />;
  return (
    <ErrorBoundary
      fallback={(_error, reset) => (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-red-300 p-6 dark:border-red-800"
        >
          <p className="font-semibold text-red-700 dark:text-red-300">This tool could not be shown.</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            It may have failed to load. Check your connection and try again.
          </p>
          <Button variant="secondary" onClick={reset}>
            Try again
          </Button>
        </div>
      )}
    >
      <Suspense
        fallback={
          <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
            Loading tool…
          </p>
        }
      >
        <HydrationGate>
          <View tool={tool} />
        </HydrationGate>
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Icon, name, favourite star and Copy link in one row, the description under them: on a phone the row is one line
 * of the screen and the description two (More shows the rest), so the tool itself starts in the first screenful.
 */
function ToolHeading({ tool, color }: { tool: Tool; color: string }) {
  return (
    <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 sm:gap-x-4">
      <span className="rounded-xl p-1.5 sm:row-span-2 sm:self-start sm:p-3" style={{ backgroundColor: `${color}1a` }}>
        <ToolIcon name={tool.icon} color={color} className="size-6 sm:size-7" />
      </span>
      <div className="flex min-w-0 items-center gap-1 sm:gap-2">
        <h1 className="text-xl font-bold text-slate-900 sm:text-3xl dark:text-white">{tool.name}</h1>
        <FavouriteButton tool={tool} named={false} className="shrink-0" />
      </div>
      <div className="justify-self-end">
        <CopyLinkButton />
      </div>
      <ToolDescription text={tool.description} />
    </div>
  );
}

/**
 * Back home, then the tool's category, which leads to the category's page: both on the left, since a toast stands at
 * the top right and would cover a link there.
 */
function TopRow({ category }: { category: Category }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <BackLink />
      <CategoryPill category={category} />
    </div>
  );
}

/** What to open next (issue 34): the tools this one hands off to, then others of its category, as compact cards. */
function RelatedTools({ tool }: { tool: Tool }) {
  const related = relatedTools(tool);
  if (!related.length) return null;
  return (
    <section aria-labelledby="related-heading" className="border-t border-slate-200 pt-6 dark:border-slate-800">
      <h2 id="related-heading" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
        {CATEGORY_WORDS.relatedTools}
      </h2>
      <ToolGrid tools={related} label={CATEGORY_WORDS.relatedTools} size="compact" showStar={false} />
    </section>
  );
}

/** The frame shared by every tool page: Back and the category, icon, name, description, the tool's own view, then
 * related tools. */
export default function ToolPage({ id }: { id: string }) {
  const tool = findTool(useAtomValue(toolsAtom), id);
  if (!tool) return <ToolNotFound id={id} />;
  return <ToolFrame tool={tool} />;
}

function ToolFrame({ tool }: { tool: Tool }) {
  const category = categoryOf(tool);
  useDocumentMeta(toolMeta(tool));
  // A planned tool's page describes it only: it is not a tool the visitor used.
  useRecordVisit(tool.comingSoon ? null : tool.id);
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <TopRow category={category} />
      <ToolHeading tool={tool} color={category.color} />
      <AdSlot slot="sidebar-top" />
      <ToolBody key={tool.id} tool={tool} />
      <RelatedTools tool={tool} />
    </div>
  );
}
