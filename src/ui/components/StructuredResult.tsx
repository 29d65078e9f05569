import { Download } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import {
  alignedText,
  structuredJson,
  structuredTsv,
  type KeyValueRow,
  type RowsBlock,
  type Structured,
  type StructuredBlock,
} from '../../core/shared/structured';
import { Breakable } from './Breakable';
import { Button } from './Button';
import { CopyButton } from './CopyButton';
import { downloadBlob } from './download';
import { EMPTY, Heading, RowCopy } from './structured-parts';
import { StructuredTable, type RowActions } from './StructuredTable';
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
  /** Each table row's actions (an Extract button), by the row's index in its table's rows. */
  rowActions?: RowActions;
  /** What Copy as JSON takes instead of the rows by label (a tool's own records, with their numbers as numbers). */
  json?: () => string;
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

function Block({ block, label, rowActions }: { block: StructuredBlock; label: string; rowActions?: RowActions }) {
  if (block.kind === 'rows') return <Rows block={block} />;
  if (block.kind === 'table') return <StructuredTable block={block} label={label} rowActions={rowActions} />;
  return (
    <p data-block="note" className="text-sm text-slate-700 dark:text-slate-200">
      {block.text}
    </p>
  );
}

/** The TSV download's name: the result's file name with .tsv for its extension. */
const tsvName = (fileName: string) => `${fileName.replace(/\.[^.]*$/, '')}.tsv`;

/** A text made when its button is pressed, so a table of many thousand rows costs nothing until then. */
const onDemand = (make: () => string, type: string) => () => Promise.resolve(new Blob([make()], { type }));

/**
 * A result that is a record or a table (see core/shared/structured): key-value rows and tables, each row with its
 * Copy (and the view's row actions), and the whole with Copy all (aligned text) and, where it holds a record or a
 * table, Copy as JSON; with a file name, Download (aligned text) and, for one table, Download as TSV. The whole's
 * texts are made when asked for.
 */
export function StructuredResult({
  label,
  value,
  description,
  copyMessage = M.allCopied,
  fileName,
  note,
  rowActions,
  json,
}: StructuredResultProps) {
  const descriptionId = useId();
  const blocks = value ?? [];
  const text = () => alignedText(blocks);
  const hasData = blocks.some((block) => block.kind !== 'note');
  const tables = blocks.filter((block) => block.kind === 'table').length;
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
          blocks.map((block, index) => <Block key={index} block={block} label={label} rowActions={rowActions} />)
        )}
      </section>
      {note}
      <div className="flex flex-wrap gap-2">
        <CopyButton
          text={blocks.length ? onDemand(text, 'text/plain') : ''}
          label={M.copyAll}
          successMessage={copyMessage}
        />
        {hasData && (
          <CopyButton
            text={onDemand(() => json?.() ?? structuredJson(blocks)!, 'text/plain')}
            label={M.copyAsJson}
            successMessage={M.jsonCopied}
          />
        )}
        {fileName && (
          <Button
            variant="secondary"
            disabled={!blocks.length}
            onClick={() => downloadBlob(new Blob([text()], { type: 'text/plain' }), fileName)}
          >
            <Download aria-hidden className="size-4" /> {M.download}
          </Button>
        )}
        {fileName && tables === 1 && (
          <Button
            variant="secondary"
            onClick={() =>
              downloadBlob(new Blob([structuredTsv(blocks)!], { type: 'text/tab-separated-values' }), tsvName(fileName))
            }
          >
            <Download aria-hidden className="size-4" /> {M.downloadTsv}
          </Button>
        )}
      </div>
    </div>
  );
}
