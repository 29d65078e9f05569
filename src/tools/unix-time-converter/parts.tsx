import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatUtc, unixSeconds } from './core';
import { EXAMPLE_TIMESTAMPS, UNIX_TEXTS } from './words';
import { Button } from '../../ui/components/Button';
import { Panel } from '../../ui/components/Panel';

/** The ticking current timestamp and its UTC date, with 'Use Current Time'. */
export function CurrentTime({ now, onUse }: { now: number | null; onUse: () => void }) {
  return (
    <Panel title={UNIX_TEXTS.currentPanel}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div aria-live="off">
          <p className="font-mono text-3xl font-bold text-slate-900 dark:text-white" data-testid="current-timestamp">
            {now === null ? UNIX_TEXTS.noTime : unixSeconds(now)}
          </p>
          <p className="font-mono text-sm text-slate-500 dark:text-slate-400" data-testid="current-utc">
            {now === null ? '' : UNIX_TEXTS.utcDate(formatUtc(now))}
          </p>
        </div>
        <Button variant="secondary" onClick={onUse}>
          <Clock aria-hidden className="size-4" /> {UNIX_TEXTS.useCurrentTime}
        </Button>
      </div>
    </Panel>
  );
}

/** The help section: what a Unix timestamp is, and well-known ones to convert. */
export function ExampleTimestamps({ onChoose }: { onChoose: (seconds: number) => void }) {
  return (
    <Panel title={UNIX_TEXTS.examplesPanel}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {UNIX_TEXTS.examplesIntro}
        <sup>11</sup> {UNIX_TEXTS.examplesIntroEnd}
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {EXAMPLE_TIMESTAMPS.map((example) => (
          <li key={example.seconds}>
            <button
              type="button"
              onClick={() => onChoose(example.seconds)}
              className="flex w-full flex-col rounded-lg border border-slate-200 p-3 text-left hover:bg-slate-50 focus-ring dark:border-slate-700 dark:hover:bg-slate-800"
            >
              <span className="font-mono text-sm font-semibold text-slate-900 dark:text-white">{example.seconds}</span>
              <span className="font-mono text-xs text-slate-600 dark:text-slate-300">
                {UNIX_TEXTS.utcDate(formatUtc(example.seconds * 1000))}
              </span>
              <span className="text-xs text-slate-500 dark:text-slate-400">{example.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

interface ConvertFormProps {
  onConvert: () => void;
  /** The field and its option select. */
  fields: ReactNode;
  hint?: ReactNode;
  canConvert: boolean;
  /** The result list, once there is one. */
  children?: ReactNode;
}

/** One direction's form: fields, Convert (also on Enter), then the result. */
export function ConvertForm({ onConvert, fields, hint, canConvert, children }: ConvertFormProps) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onConvert();
      }}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">{fields}</div>
      {hint}
      <div>
        <Button mainAction type="submit" disabled={!canConvert}>
          {UNIX_TEXTS.convert}
        </Button>
      </div>
      {children}
    </form>
  );
}
