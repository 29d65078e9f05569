import { useMemo, type ReactNode } from 'react';
import { findHidden, type Hidden, type HiddenKind } from './core';
import { UNICODE_MESSAGES } from './words';

/** The view marks this many characters of the input at most (it is drawn whole, unlike the editors, and grows with it). */
export const MARKED_MAX_CHARS = 10_000;

/** Each kind's colours: red for what hides or reorders text, amber for spaces, violet for look-alikes. */
const KIND_CLASSES: Readonly<Record<HiddenKind, string>> = {
  'zero-width': 'bg-red-100 text-red-800 ring-red-400 dark:bg-red-950 dark:text-red-200',
  bidi: 'bg-red-100 text-red-800 ring-red-400 dark:bg-red-950 dark:text-red-200',
  control: 'bg-red-100 text-red-800 ring-red-400 dark:bg-red-950 dark:text-red-200',
  space: 'bg-amber-100 text-amber-900 ring-amber-400 dark:bg-amber-950 dark:text-amber-200',
  lookalike: 'bg-violet-100 text-violet-900 ring-violet-400 dark:bg-violet-950 dark:text-violet-200',
};

const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

/** One hidden character, made visible: its short name in a badge, or the look-alike letter itself, marked. */
function Mark({ hidden, text }: { hidden: Hidden; text: string }) {
  const lookalike = hidden.kind === 'lookalike';
  const title = UNICODE_MESSAGES.marked.title(hex(hidden.codePoint), hidden.kind, lookalike ? hidden.label : undefined);
  return (
    <mark
      data-kind={hidden.kind}
      title={title}
      aria-label={title}
      className={`rounded px-0.5 ring-1 ${KIND_CLASSES[hidden.kind]} ${lookalike ? '' : 'mx-px text-[0.7em] font-semibold'}`}
    >
      {lookalike ? text.slice(hidden.index, hidden.index + hidden.length) : hidden.label}
    </mark>
  );
}

/** The input with every hidden character marked, and a summary line above it. */
export function MarkedText({ text }: { text: string | null }) {
  const shown = text?.slice(0, MARKED_MAX_CHARS) ?? '';
  const hidden = useMemo(() => findHidden(shown), [shown]);
  if (!shown) return <p className="text-sm text-slate-500 dark:text-slate-400">{UNICODE_MESSAGES.marked.empty}</p>;
  const counts: Partial<Record<HiddenKind, number>> = {};
  const parts: ReactNode[] = [];
  let from = 0;
  for (const found of hidden) {
    counts[found.kind] = (counts[found.kind] ?? 0) + 1;
    parts.push(shown.slice(from, found.index), <Mark key={found.index} hidden={found} text={shown} />);
    // A line or paragraph separator still ends its line here, after its badge.
    if (found.replacement === '\n') parts.push('\n');
    from = found.index + found.length;
  }
  parts.push(shown.slice(from));
  return (
    <div className="flex flex-col gap-2" data-testid="unicode-marked">
      <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
        {hidden.length ? UNICODE_MESSAGES.found(counts) : UNICODE_MESSAGES.noneFound}
      </p>
      {text!.length > MARKED_MAX_CHARS && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {UNICODE_MESSAGES.marked.cut(MARKED_MAX_CHARS, text!.length)}
        </p>
      )}
      <pre className="rounded-lg border border-slate-300 bg-white p-3 font-mono text-sm break-words whitespace-pre-wrap text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100">
        {parts}
      </pre>
    </div>
  );
}
