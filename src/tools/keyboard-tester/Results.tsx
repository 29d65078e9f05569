import { CHATTER_MS, chatterTotal, keycap, onLayout, repeatTiming, type KeyboardStats, type Layout } from './core';
import { KEYBOARD_TEXTS } from './words';

const T = KEYBOARD_TEXTS;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{label}</dt>
      <dd aria-label={label} className="font-mono text-sm text-slate-900 dark:text-slate-100">
        {value}
      </dd>
    </div>
  );
}

/** The figures measured so far: held keys, rollover, keys tested, chatter, repeat delay and rate. */
export function Results({ stats, layout }: { stats: KeyboardStats; layout: Layout }) {
  const { delay, rate } = repeatTiming(stats);
  const onBoard = [...stats.tested].filter((code) => onLayout(layout, code)).length;
  const offBoard = [...stats.tested].filter((code) => !onLayout(layout, code));
  const chatterKeys = Object.keys(stats.chatter).map((code) => keycap(layout.id, code) || code);
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <Figure label={T.held} value={stats.held.map((code) => keycap(layout.id, code) || code).join(' ') || T.none} />
        <Figure label={T.rollover} value={String(stats.rollover)} />
        <Figure label={T.tested} value={`${onBoard} / ${layout.keys.length}`} />
        <Figure
          label={T.chatter}
          value={`${T.chatterCount(chatterTotal(stats))}${chatterKeys.length ? ` (${chatterKeys.join(' ')})` : ''}`}
        />
        <Figure label={T.repeatDelay} value={delay === null ? T.notYet : T.ms(delay)} />
        <Figure label={T.repeatRate} value={rate === null ? T.notYet : T.hz(rate)} />
      </dl>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        {T.chatterNote(CHATTER_MS)} {T.repeatNote}
      </p>
      {offBoard.length > 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-200">
          {T.offLayout}: <span className="font-mono">{offBoard.join(' ')}</span>
        </p>
      )}
    </div>
  );
}
