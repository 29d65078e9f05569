import { Download } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import {
  alignedText,
  structuredJson,
  structuredTsv,
  tableRowText,
  type KeyValueRow,
  type RowsBlock,
  type Structured,
  type StructuredBlock,
  type TableBlock,
} from '../../core/shared/structured';
import { Breakable } from './Breakable';
import { Button } from './Button';
import { CopyButton } from './CopyButton';
import { downloadBlob } from './download';
import { MoreRows, useRowsShown } from './MoreRows';
import { STRUCTURED_MESSAGES as M } from './structured-messages';

interface StructuredResultProps {
  /** The result's name: the region's accessible name. */
  label: string;
  value: Structured | undefined;
  /** The result's accessible description (that it is out of date, say). */
  description?: string;
  /** The toast after Copy all (a default when absent). */
  copyMessage?: string;
  /** Offer a Download of the aligned text under this name (omit for no Download button). */
  fileName?: string;
  /** Shown between the result and the buttons (a note about it). */
  note?: ReactNode;
}

interface RowCopyProps {
  label: string;
  text: string;
  copyMessage?: string;
  copyTitle?: string;
}

function RowCopy({ label, text, copyMessage, copyTitle }: RowCopyProps) {
  return (
    <CopyButton
      text={text}
      variant="ghost"
      label={M.copy}
      labelClassName="sr-only"
      ariaLabel={M.copyRow(label)}
      successMessage={copyMessage ?? M.rowCopied(label)}
      successTitle={copyTitle}
    />
  );
}

/** An empty value shows as (none) (CSS content, so the text, its Copy and Copy all stay empty). */
const EMPTY =
  'empty:before:text-slate-500 empty:before:italic empty:before:content-[attr(data-empty)] dark:empty:before:text-slate-400';

/** A table's rows' Copy names: the first cell, numbered where several rows share it ('tag (2)'). */
function rowNames(rows: readonly (readonly string[])[]): string[] {
  const total = new Map<string, number>();
  for (const [first = ''] of rows) total.set(first, (total.get(first) ?? 0) + 1);
  const seen = new Map<string, number>();
  return rows.map(([first = '']) => {
    if (total.get(first) === 1) return first;
    seen.set(first, (seen.get(first) ?? 0) + 1);
    return M.nthRow(first, seen.get(first)!);
  });
}

function Heading({ text }: { text: string | undefined }) {
  return text === undefined ? null : (
    <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-200">{text}</h3>
  );
}

function Row({ label, value, name, copyMessage, copyTitle }: KeyValueRow & { name?: string }) {
  return (
    // On narrow screens the label sits above the value, so the value gets the row's width.
    <div
      data-row=""
      className="grid grid-cols-[1fr_auto] items-center gap-x-3 border-b border-slate-100 py-1.5 last:border-0 sm:grid-cols-[minmax(6rem,max-content)_1fr_auto] dark:border-slate-800"
    >
      <dt className="col-span-2 text-sm font-medium text-slate-600 sm:col-span-1 dark:text-slate-300">{label}</dt>
      <dd
        data-empty={M.none}
        className={`min-w-0 font-mono text-sm break-words whitespace-pre-wrap text-slate-900 dark:text-slate-100 ${EMPTY}`}
      >
        {value && <Breakable text={value} />}
      </dd>
      <dd>
        <RowCopy
          label={name === undefined ? label : `${name} ${label}`}
          text={value}
          copyMessage={copyMessage}
          copyTitle={copyTitle}
        />
      </dd>
    </div>
  );
}

function Rows({ block }: { block: RowsBlock }) {
  return (
    <div data-block="rows" className="flex flex-col gap-1">
      <Heading text={block.heading} />
      <dl>
        {block.rows.map((row, index) => (
          <Row key={index} {...row} name={block.name} />
        ))}
      </dl>
    </div>
  );
}

const CELL = 'px-1.5 py-1.5 whitespace-nowrap first:pl-0';

/** A table that scrolls sideways inside its card: a cell never wraps mid-value. A long one shows its rows by pages. */
function Table({ block, label }: { block: TableBlock; label: string }) {
  const { shown, more } = useRowsShown(block.rows);
  const names = rowNames(block.rows);
  return (
    <div data-block="table" className="flex min-w-0 flex-col gap-1">
      <Heading text={block.heading} />
      {/* The rows' Copy buttons, in its last column, are what a keyboard scrolls it sideways with. */}
      <div data-scroller="" className="relative max-w-full overflow-x-auto">
        <table aria-label={block.heading ?? label} className="text-left text-sm">
          <thead>
            <tr className="text-slate-600 dark:text-slate-300">
              {block.columns.map((column) => (
                <th key={column} scope="col" className={`${CELL} font-medium`}>
                  {column}
                </th>
              ))}
              <th scope="col" className={CELL}>
                <span className="sr-only">{M.copy}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {block.rows.slice(0, shown).map((cells, index) => (
              <tr key={index} data-row="" className="border-t border-slate-100 dark:border-slate-800">
                {cells.map((cell, column) => (
                  <td
                    key={column}
                    data-empty={M.none}
                    className={`${CELL} font-mono text-slate-900 dark:text-slate-100 ${EMPTY}`}
                  >
                    {cell}
                  </td>
                ))}
                <td className={`${CELL} text-right`}>
                  <RowCopy label={names[index]} text={tableRowText(cells)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown < block.rows.length && <MoreRows shown={shown} total={block.rows.length} more={more} />}
    </div>
  );
}

function Block({ block, label }: { block: StructuredBlock; label: string }) {
  if (block.kind === 'rows') return <Rows block={block} />;
  if (block.kind === 'table') return <Table block={block} label={label} />;
  return (
    <p data-block="note" className="text-sm text-slate-700 dark:text-slate-200">
      {block.text}
    </p>
  );
}

/** The TSV download's name: the result's file name with .tsv for its extension. */
const tsvName = (fileName: string) => `${fileName.replace(/\.[^.]*$/, '')}.tsv`;

/**
 * A result that is a record or a table (see core/shared/structured): key-value rows and tables, each row with its
 * Copy, and the whole with Copy all (aligned text) and, where it holds a record or a table, Copy as JSON; with a file name, Download (aligned
 * text) and, for one table, Download as TSV.
 */
export function StructuredResult({
  label,
  value,
  description,
  copyMessage = M.allCopied,
  fileName,
  note,
}: StructuredResultProps) {
  const descriptionId = useId();
  const blocks = value ?? [];
  const text = alignedText(blocks);
  const json = structuredJson(blocks);
  const tsv = fileName ? structuredTsv(blocks) : undefined;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <section
        aria-label={label}
        aria-describedby={description ? descriptionId : undefined}
        data-testid="structured-result"
        className="flex min-h-24 min-w-0 flex-col gap-3 rounded-lg border border-slate-300 bg-white p-3 dark:border-slate-600 dark:bg-slate-900"
      >
        {description && (
          <span id={descriptionId} hidden>
            {description}
          </span>
        )}
        {blocks.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{M.empty}</p>
        ) : (
          blocks.map((block, index) => <Block key={index} block={block} label={label} />)
        )}
      </section>
      {note}
      <div className="flex flex-wrap gap-2">
        <CopyButton text={text} label={M.copyAll} successMessage={copyMessage} />
        {json !== undefined && <CopyButton text={json} label={M.copyAsJson} successMessage={M.jsonCopied} />}
        {fileName && (
          <Button
            variant="secondary"
            disabled={!text}
            onClick={() => downloadBlob(new Blob([text], { type: 'text/plain' }), fileName)}
          >
            <Download aria-hidden className="size-4" /> {M.download}
          </Button>
        )}
        {fileName && tsv !== undefined && (
          <Button
            variant="secondary"
            onClick={() => downloadBlob(new Blob([tsv], { type: 'text/tab-separated-values' }), tsvName(fileName))}
          >
            <Download aria-hidden className="size-4" /> {M.downloadTsv}
          </Button>
        )}
      </div>
    </div>
  );
}
