import { CircleCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { failedLinesNote } from '../../core/shared/batch';
import { OutputPane } from '../components/OutputPane';
import { StructuredResult } from '../components/StructuredResult';
import { Tabs, type TabItem } from '../components/Tabs';
import { textFor, type ActionDeclaration, type KitOptions, type OutputDeclaration } from './declaration';
import { KIT_MESSAGES } from './messages';
import type { KitOutcome } from './useKitRun';

interface KitOutputProps<O extends KitOptions<O>> {
  action: ActionDeclaration<O>;
  options: O;
  /** The result of the current action, if any. */
  result: KitOutcome | null;
  /** False while the result no longer matches the input (a check's words then hide). */
  upToDate: boolean;
  /** The out-of-date marker's words while the result is out of date: the panes' accessible description. */
  outOfDate?: string;
  /** More views of the result after the declared panes (the JSON formatter's Tree). */
  extraTabs?: TabItem[];
}

/** Loaded with the first rendered output: DOMPurify and the preview's styles stay out of the other tools' chunks. */
const KitHtmlOutput = lazy(() => import('./KitHtmlOutput').then(({ KitHtmlOutput }) => ({ default: KitHtmlOutput })));

interface PaneProps<O> {
  output: OutputDeclaration<O>;
  options: O;
  result: KitOutcome | null;
  outOfDate?: string;
}

function Pane<O>({ output, options, result, outOfDate }: PaneProps<O>) {
  if (output.view === 'html')
    return (
      <Suspense>
        <KitHtmlOutput
          label={textFor(output.label, options)}
          value={result?.outputs[output.id]}
          fileName={output.fileName && textFor(output.fileName, options)}
        />
      </Suspense>
    );
  const failedLines = result?.failedLines ?? [];
  const warning = result?.warnings?.[output.id] ?? (failedLines.length ? failedLinesNote(failedLines) : undefined);
  const shared = {
    label: textFor(output.label, options),
    fileName: output.fileName && (result?.fileNames?.[output.id] ?? textFor(output.fileName, options)),
    copyMessage: output.copyMessage && textFor(output.copyMessage, options),
    description: outOfDate,
    note: <OutputNotes note={result?.notes?.[output.id]} warning={warning} />,
  };
  if (output.view === 'structured') return <StructuredResult {...shared} value={result?.structured?.[output.id]} />;
  return (
    <OutputPane
      {...shared}
      value={result?.outputs[output.id] ?? ''}
      download={result?.downloads?.[output.id]}
      copyLabel={output.copyLabel}
      rows={16}
      language={output.language?.(options)}
      lineNumbers={output.lineNumbers}
      wrap={output.wrap}
    />
  );
}

/** An output's notes: what to know about it in the page's text colour, a warning (lines left, a mapped colour) in amber. */
function OutputNotes({ note, warning }: { note?: string; warning?: string }) {
  if (note === undefined && warning === undefined) return undefined;
  return (
    <div data-testid="output-note" className="flex flex-col gap-1 text-sm">
      {warning !== undefined && (
        <p data-tone="warning" className="text-amber-800 dark:text-amber-200">
          {warning}
        </p>
      )}
      {note !== undefined && <p className="text-slate-700 dark:text-slate-200">{note}</p>}
    </div>
  );
}

/** A check's result: its words when the input passes (a fault shows beside the input instead). */
function ValidityNote({ valid, text }: { valid: boolean; text: string }) {
  return (
    <div role="status" data-testid="validity" className="min-h-6 text-sm">
      {valid && (
        <p className="inline-flex items-center gap-1.5 font-medium text-emerald-700 dark:text-emerald-400">
          <CircleCheck aria-hidden className="size-4" />
          {text}
        </p>
      )}
    </div>
  );
}

/** The result half of a kit screen: one pane, tabs of panes (and any extra views), or a check's words. */
export function KitOutput<O extends KitOptions<O>>({
  action,
  options,
  result,
  upToDate,
  outOfDate,
  extraTabs = [],
}: KitOutputProps<O>) {
  const { outputs } = action;
  // The first tab, or an extra one that asks to be opened on (see `TabItem.opens`).
  const [tab, setTab] = useState(() => {
    const opening = extraTabs.findIndex((extra) => extra.opens);
    return opening < 0 ? 0 : outputs.length + opening;
  });
  if (outputs.length === 0) return <ValidityNote valid={result !== null && upToDate} text={action.valid ?? ''} />;
  if (outputs.length === 1 && extraTabs.length === 0)
    return <Pane output={outputs[0]} options={options} result={result} outOfDate={outOfDate} />;
  const tabs = [
    ...outputs.map((output) => ({
      label: output.tab ?? textFor(output.label, options),
      content: <Pane output={output} options={options} result={result} outOfDate={outOfDate} />,
    })),
    ...extraTabs,
  ];
  return (
    <Tabs
      label={KIT_MESSAGES.outputsLabel}
      selectedIndex={Math.min(tab, tabs.length - 1)}
      onChange={setTab}
      tabs={tabs}
    />
  );
}
