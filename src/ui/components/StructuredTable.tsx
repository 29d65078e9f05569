import { ArrowDown, ArrowUp, Folder, Lock, TriangleAlert, type LucideIcon } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import {
  cellOf,
  firstDirection,
  sortedRowOrder,
  tableRowText,
  type Badge,
  type Cell,
  type CellIcon,
  type SortDirection,
  type TableBlock,
  type Tone,
} from '../../core/shared/structured';
import { MoreRows, useRowsShown } from './MoreRows';
import { EMPTY, Heading, RowCopy } from './structured-parts';
import { STRUCTURED_MESSAGES as M } from './structured-messages';

/** A table row's action cell (an Extract button), given by the tool's view: its row's index in the block's rows. */
export type RowActions = (row: number) => ReactNode;

const ICONS: Record<CellIcon['name'], LucideIcon> = { folder: Folder, lock: Lock, alert: TriangleAlert };

/** A badge's look, and its colours by tone. */
const PILL = 'rounded px-1.5 font-sans text-xs font-semibold';
const BADGE_TONE: Record<Tone, string> = {
  good: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  muted: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  danger: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
};

/** A cell's text in its tone: good and muted as a colour; a warning or danger as a badge (amber for warnings only). */
const toneText = (tone: Tone) =>
  tone === 'good'
    ? 'text-emerald-700 dark:text-emerald-300'
    : tone === 'muted'
      ? 'text-slate-600 dark:text-slate-400'
      : `${PILL} ${BADGE_TONE[tone]}`;

function Icon({ icon, className }: { icon: CellIcon; className: string }) {
  const Shape = ICONS[icon.name];
  return icon.label ? (
    <Shape aria-label={icon.label} role="img" className={className} />
  ) : (
    <Shape aria-hidden className={className} />
  );
}

function CellBadge({ badge }: { badge: Badge }) {
  return (
    <span
      data-badge=""
      data-tone={badge.tone}
      title={badge.title}
      className={`ml-2 inline-flex items-center gap-1 ${PILL} ${BADGE_TONE[badge.tone ?? 'muted']}`}
    >
      {badge.icon && <Icon icon={badge.icon} className="size-3" />}
      {badge.text}
    </span>
  );
}

/** A cell's content: its icon, text (in its tone), badges, and a second line; nothing at all for an empty cell. */
function CellContent({ cell }: { cell: Cell }) {
  if (typeof cell === 'string') return cell;
  const { text, tone, icon, badges = [], note } = cell;
  return (
    <>
      {icon && <Icon icon={icon} className="mr-1 inline size-3.5 text-slate-500" />}
      {text && (
        <span data-tone={tone} className={tone && toneText(tone)}>
          {text}
        </span>
      )}
      {badges.map((badge) => (
        <CellBadge key={badge.text} badge={badge} />
      ))}
      {note && <span className="block font-sans text-xs text-slate-600 dark:text-slate-400">{note}</span>}
    </>
  );
}

/** A table's rows' Copy names: the first cell's text, numbered where several rows share it ('tag (2)'). */
function rowNames(rows: TableBlock['rows']): string[] {
  const firsts = rows.map(([first]) => cellOf(first).text);
  const total = new Map<string, number>();
  for (const first of firsts) total.set(first, (total.get(first) ?? 0) + 1);
  const seen = new Map<string, number>();
  return firsts.map((first) => {
    if (total.get(first) === 1) return first;
    seen.set(first, (seen.get(first) ?? 0) + 1);
    return M.nthRow(first, seen.get(first)!);
  });
}

const CELL = 'px-1.5 py-1.5 whitespace-nowrap first:pl-0';

interface Sort {
  column: number;
  direction: SortDirection;
}

/** The sort a header's press makes: the other way on the sorted column, else where that column starts. */
const nextSort = (rows: TableBlock['rows'], column: number, now: Sort | null): Sort =>
  now?.column === column
    ? { column, direction: now.direction === 'ascending' ? 'descending' : 'ascending' }
    : { column, direction: firstDirection(rows, column) };

interface HeaderProps {
  block: TableBlock;
  sort: Sort | null;
  onSort: (column: number) => void;
  actions: boolean;
}

function Header({ block, sort, onSort, actions }: HeaderProps) {
  const Arrow = sort?.direction === 'ascending' ? ArrowUp : ArrowDown;
  return (
    <thead>
      <tr className="text-slate-600 dark:text-slate-300">
        {block.columns.map((column, index) => (
          <th
            key={column}
            scope="col"
            className={`${CELL} font-medium`}
            aria-sort={sort?.column === index ? sort.direction : undefined}
          >
            {block.sortable ? (
              <button
                type="button"
                className="focus-ring inline-flex items-center gap-1 rounded font-medium"
                onClick={() => onSort(index)}
                title={M.sortBy(column)}
              >
                {column}
                {sort?.column === index && <Arrow aria-hidden className="size-3" />}
              </button>
            ) : (
              column
            )}
          </th>
        ))}
        {actions && (
          <th scope="col" className={CELL}>
            <span className="sr-only">{M.actions}</span>
          </th>
        )}
        <th scope="col" className={CELL}>
          <span className="sr-only">{M.copy}</span>
        </th>
      </tr>
    </thead>
  );
}

interface RowProps {
  cells: readonly Cell[];
  name: string;
  /** Undefined where the table has no actions column; null for a row without an action. */
  actions: ReactNode | undefined;
}

function Row({ cells, name, actions }: RowProps) {
  return (
    <tr data-row="" className="border-t border-slate-100 align-top dark:border-slate-800">
      {cells.map((cell, column) => (
        <td
          key={column}
          data-empty={M.none}
          title={cellOf(cell).title}
          className={`${CELL} font-mono text-slate-900 dark:text-slate-100 ${EMPTY}`}
        >
          <CellContent cell={cell} />
        </td>
      ))}
      {actions !== undefined && <td className={`${CELL} py-1`}>{actions}</td>}
      <td className={`${CELL} text-right`}>
        <RowCopy label={name} text={tableRowText(cells)} />
      </td>
    </tr>
  );
}

/**
 * A table that scrolls sideways inside its card: a cell never wraps mid-value. A long one shows its rows by pages; a
 * sortable one sorts by a header's button; each row may carry the view's actions before its Copy.
 */
export function StructuredTable({
  block,
  label,
  rowActions,
}: {
  block: TableBlock;
  label: string;
  rowActions?: RowActions;
}) {
  const [sort, setSort] = useState<Sort | null>(null);
  const order = useMemo(
    () => (sort ? sortedRowOrder(block.rows, sort.column, sort.direction) : block.rows.map((_, index) => index)),
    [block.rows, sort],
  );
  const { shown, more } = useRowsShown(block.rows);
  const names = useMemo(() => rowNames(block.rows), [block.rows]);
  return (
    <div data-block="table" className="flex min-w-0 flex-col gap-1">
      <Heading text={block.heading} />
      {/* The rows' buttons, in its last columns, are what a keyboard scrolls it sideways with. */}
      <div data-scroller="" className="relative max-w-full overflow-x-auto">
        <table aria-label={block.heading ?? label} className="text-left text-sm">
          <Header
            block={block}
            sort={sort}
            onSort={(column) => setSort((now) => nextSort(block.rows, column, now))}
            actions={rowActions !== undefined}
          />
          <tbody>
            {order.slice(0, shown).map((index) => (
              <Row
                key={index}
                cells={block.rows[index]}
                name={names[index]}
                actions={rowActions && (rowActions(index) ?? null)}
              />
            ))}
          </tbody>
        </table>
      </div>
      {shown < block.rows.length && <MoreRows shown={shown} total={block.rows.length} more={more} />}
    </div>
  );
}
