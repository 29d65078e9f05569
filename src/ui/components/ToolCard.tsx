import { Link } from 'wouter';
import { categoryOf, type Tool } from '../../core/site/catalogue';
import { analytics } from '../../core/site/analytics';
import { notify } from '../notify';
import { FavouriteButton } from './FavouriteButton';
import { ToolIcon } from './ToolIcon';

/** The words a card shows besides the tool's own. */
export const CARD_WORDS = {
  isNew: 'New',
  comingSoon: 'Coming Soon',
  comingSoonNotice: (name: string) => `${name} is not available yet. We are working on it.`,
} as const;

/**
 * `full`: a phone shows a row (icon, name, one line of description, badge) and wider screens the roomy card.
 * `dense`: the home page's long list: icon and name, with one line of description from 640 px.
 * `compact`: icon and name only, for short lists that point at tools the grid shows in full (Popular, Favourites).
 */
export type CardSize = 'full' | 'dense' | 'compact';

/** The level of a card's name: one under the heading of the list it sits in. */
export type CardHeadingLevel = 2 | 3 | 4;

const cardBase =
  'group h-full w-full rounded-xl border border-slate-200 bg-white text-left shadow-sm transition ' +
  'hover:-translate-y-0.5 hover:shadow-md focus-ring dark:border-slate-700 dark:bg-slate-900';

// Below sm a row (the star sits at its right end); from sm a card: icon and badge, text, then the category at the foot.
const cardLayout: Record<CardSize, string> = {
  full:
    'flex items-center gap-3 py-3 pl-3 ' +
    'sm:grid sm:grid-cols-[auto_1fr] sm:grid-rows-[auto_auto_1fr] sm:items-start sm:gap-3 sm:p-5',
  dense: 'flex items-center gap-2.5 py-2 pl-2.5',
  compact: 'flex items-center gap-2.5 py-2.5 pl-2.5',
};

/** The end padding of a card: room for the star beside it, or as much as its start without one. */
const endPadding: Record<CardSize, Record<'star' | 'none', string>> = {
  full: { star: 'pr-12', none: 'pr-3' },
  dense: { star: 'pr-11', none: 'pr-2.5' },
  compact: { star: 'pr-11', none: 'pr-2.5' },
};

const starPlace: Record<CardSize, string> = {
  full: 'absolute top-1/2 right-2 -translate-y-1/2 sm:top-auto sm:right-3 sm:bottom-3 sm:translate-y-0',
  dense: 'absolute top-1/2 right-1.5 -translate-y-1/2',
  compact: 'absolute top-1/2 right-1.5 -translate-y-1/2',
};

/** One badge at most: a planned tool is not yet new to anyone, whatever its flag says (the New page lists it). */
function badgeOf(tool: Tool): 'comingSoon' | 'isNew' | null {
  if (tool.comingSoon) return 'comingSoon';
  return tool.isNew ? 'isNew' : null;
}

const badgeClass = {
  isNew: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
  comingSoon: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200',
} as const;

const badgePlace = 'shrink-0 max-sm:order-2 sm:justify-self-end';

function Badge({ tool, className = badgePlace }: { tool: Tool; className?: string }) {
  const badge = badgeOf(tool);
  if (!badge) return null;
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${className} ${badgeClass[badge]}`}
    >
      {CARD_WORDS[badge]}
    </span>
  );
}

function IconTile({ tool, size }: { tool: Tool; size: CardSize }) {
  const category = categoryOf(tool);
  return (
    <span
      className={`shrink-0 rounded-lg ${size === 'full' ? 'p-2' : 'p-1.5'}`}
      style={{ backgroundColor: `${category.color}1a` }}
    >
      <ToolIcon name={tool.icon} color={category.color} />
    </span>
  );
}

/** How a card shows its tool. */
export interface CardLook {
  size?: CardSize;
  /** The level of the card's name (3: its list sits under an h2). */
  headingLevel?: CardHeadingLevel;
  /** Off in a list of one category's tools (its page, a home group), whose heading names it already. */
  showCategory?: boolean;
  /**
   * Off where the cards only point onwards (a tool page's related tools): the tool's own page has its star. A planned
   * tool never has one: there is nothing to come back to yet.
   */
  showStar?: boolean;
}

const lookOf = ({
  size = 'full',
  headingLevel = 3,
  showCategory = true,
  showStar = true,
}: CardLook): Required<CardLook> => ({ size, headingLevel, showCategory, showStar });

interface BodyProps {
  tool: Tool;
  look: Required<CardLook>;
}

/** The category at a card's foot, or as much room where it is left out (the star sits there). */
function CategoryFoot({ tool, show }: { tool: Tool; show: boolean }) {
  const category = categoryOf(tool);
  if (!show) return <span aria-hidden className="hidden sm:col-span-2 sm:block sm:h-4" />;
  return (
    <span className="hidden items-center gap-1.5 self-end text-xs font-medium text-slate-600 sm:col-span-2 sm:inline-flex dark:text-slate-300">
      <span aria-hidden className="size-2 rounded-full" style={{ backgroundColor: category.color }} />
      {category.name}
    </span>
  );
}

function FullBody({ tool, look }: BodyProps) {
  const Heading = `h${look.headingLevel}` as const;
  return (
    <>
      <IconTile tool={tool} size="full" />
      <Badge tool={tool} />
      <div className="min-w-0 flex-1 max-sm:order-1 sm:col-span-2">
        <Heading className="truncate font-semibold text-slate-900 sm:whitespace-normal dark:text-white">
          {tool.name}
        </Heading>
        <p className="truncate text-sm text-slate-600 sm:mt-1 sm:whitespace-normal dark:text-slate-400">
          {tool.description}
        </p>
      </div>
      <CategoryFoot tool={tool} show={look.showCategory} />
    </>
  );
}

/**
 * Icon and name (compact). Dense cards add New after the name (wrapping under it when the name fills the line) and
 * one line of description from 640 px; on a phone, two to a row, they leave out the icon so names keep to two lines.
 */
function ShortBody({ tool, look }: BodyProps) {
  const Heading = `h${look.headingLevel}` as const;
  const dense = look.size === 'dense';
  return (
    <>
      <span className={dense ? 'contents max-sm:hidden' : 'contents'}>
        <IconTile tool={tool} size={look.size} />
      </span>
      <div className="min-w-0 flex-1 text-sm leading-tight">
        <Heading className="inline font-semibold text-slate-900 dark:text-white">{tool.name}</Heading>
        {dense && badgeOf(tool) === 'isNew' && <Badge tool={tool} className="ml-1.5 inline-block align-middle" />}
        {dense && (
          <p className="mt-0.5 hidden truncate text-xs text-slate-600 sm:block dark:text-slate-400">
            {tool.description}
          </p>
        )}
      </div>
    </>
  );
}

/** A catalogue card with its favourite star (beside the link, since a control cannot sit inside one). */
export function ToolCard({ tool, ...look }: { tool: Tool } & CardLook) {
  const shown = lookOf({ ...look, showStar: look.showStar !== false && !tool.comingSoon });
  return (
    <div className="relative h-full">
      <CardAction tool={tool} look={shown} />
      {shown.showStar && <FavouriteButton tool={tool} className={starPlace[shown.size]} />}
    </div>
  );
}

/** Available tools navigate (and record tool_select); coming-soon ones only say so. */
function CardAction({ tool, look }: BodyProps) {
  const className = `${cardBase} ${cardLayout[look.size]} ${endPadding[look.size][look.showStar ? 'star' : 'none']}`;
  const body = look.size === 'full' ? <FullBody tool={tool} look={look} /> : <ShortBody tool={tool} look={look} />;
  if (tool.comingSoon) {
    return (
      <button
        type="button"
        className={`${className} border-dashed`}
        data-tool-id={tool.id}
        onClick={() => notify.info(CARD_WORDS.comingSoon, CARD_WORDS.comingSoonNotice(tool.name))}
      >
        {body}
      </button>
    );
  }
  return (
    <Link
      href={tool.url}
      className={className}
      data-tool-id={tool.id}
      onClick={() =>
        analytics.emit({
          name: 'tool_select',
          params: { tool_id: tool.id, tool_name: tool.name, tool_category: tool.category },
        })
      }
    >
      {body}
    </Link>
  );
}

const gridColumns: Record<CardSize, string> = {
  // The spec's 1 to 4 columns; a phone's column holds rows.
  full: 'grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4',
  dense: 'grid-cols-2 gap-2 lg:grid-cols-3 xl:grid-cols-4',
  compact: 'grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4',
};

interface GridProps extends CardLook {
  tools: readonly Tool[];
  label: string;
}

/**
 * 1 to 4 columns depending on width (compact and dense cards: 2 to 4). On a phone the grid keeps a gutter on its right
 * for the support chat's tab on the window's edge, so the tab never sits over a star, whatever the scroll.
 */
export function ToolGrid({ tools, label, ...look }: GridProps) {
  return (
    <ul aria-label={label} className={`grid max-sm:pr-4 ${gridColumns[look.size ?? 'full']}`}>
      {tools.map((tool) => (
        <li key={tool.id}>
          <ToolCard tool={tool} {...look} />
        </li>
      ))}
    </ul>
  );
}
