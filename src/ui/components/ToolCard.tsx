import { Link } from 'wouter';
import { categoryOf, type Tool } from '../../core/site/catalogue';
import { analytics } from '../../core/site/analytics';
import { notify } from '../notify';
import { FavouriteButton } from './FavouriteButton';
import { ToolIcon } from './ToolIcon';

const cardClass =
  'group flex h-full w-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 text-left shadow-sm transition ' +
  'hover:-translate-y-0.5 hover:shadow-md focus-ring dark:border-slate-700 dark:bg-slate-900';

function CardBody({ tool }: { tool: Tool }) {
  const category = categoryOf(tool);
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <span className="rounded-lg p-2" style={{ backgroundColor: `${category.color}1a` }}>
          <ToolIcon name={tool.icon} color={category.color} />
        </span>
        <span className="flex gap-1">
          {tool.isNew && (
            <Badge className="bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">New</Badge>
          )}
          {tool.comingSoon && (
            <Badge className="bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200">Coming Soon</Badge>
          )}
        </span>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900 dark:text-white">{tool.name}</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{tool.description}</p>
      </div>
      <span className="mt-auto inline-flex items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-300">
        <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: category.color }} />
        {category.name}
      </span>
    </>
  );
}

function Badge({ children, className }: { children: string; className: string }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${className}`}>{children}</span>;
}

/** A catalogue card with its favourite star (beside the link, since a control cannot sit inside one). */
export function ToolCard({ tool }: { tool: Tool }) {
  return (
    <div className="relative h-full">
      <CardAction tool={tool} />
      <FavouriteButton tool={tool} className="absolute right-3 bottom-3" />
    </div>
  );
}

/** Available tools navigate (and record tool_select); coming-soon ones only say so. */
function CardAction({ tool }: { tool: Tool }) {
  if (tool.comingSoon) {
    return (
      <button
        type="button"
        className={`${cardClass} border-dashed`}
        data-tool-id={tool.id}
        onClick={() => notify.info('Coming Soon', `${tool.name} is not available yet. We are working on it.`)}
      >
        <CardBody tool={tool} />
      </button>
    );
  }
  return (
    <Link
      href={tool.url}
      className={cardClass}
      data-tool-id={tool.id}
      onClick={() =>
        analytics.emit({
          name: 'tool_select',
          params: { tool_id: tool.id, tool_name: tool.name, tool_category: tool.category },
        })
      }
    >
      <CardBody tool={tool} />
    </Link>
  );
}

/** 1 to 4 columns depending on width. */
export function ToolGrid({ tools, label }: { tools: readonly Tool[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {tools.map((tool) => (
        <li key={tool.id}>
          <ToolCard tool={tool} />
        </li>
      ))}
    </ul>
  );
}
