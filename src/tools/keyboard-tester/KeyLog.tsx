import type { LoggedPress } from './core';
import { KEYBOARD_TEXTS } from './words';

const T = KEYBOARD_TEXTS;

function noteOf(press: LoggedPress): string {
  if (press.chatterGap !== null) return T.chatterFlag(press.chatterGap);
  return press.type === 'up' ? T.up : '';
}

/** The recent key events, newest first: exactly what the browser reported for each. */
export function KeyLog({ log }: { log: readonly LoggedPress[] }) {
  if (log.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{T.recentEmpty}</p>;
  const cell = 'px-2 py-1 text-left';
  return (
    <div className="overflow-x-auto">
      <table className="w-full font-mono text-xs text-slate-800 dark:text-slate-100">
        <caption className="sr-only">{T.recent}</caption>
        <thead className="font-sans text-slate-600 dark:text-slate-300">
          <tr>
            {Object.values(T.columns).map((name) => (
              <th key={name} scope="col" className={cell}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {[...log].reverse().map((press) => (
            <tr key={press.id} className={press.chatterGap !== null ? 'text-red-700 dark:text-red-300' : undefined}>
              <td className={cell}>{JSON.stringify(press.key)}</td>
              <td className={cell}>{press.code}</td>
              <td className={cell}>{T.locations[press.location] ?? String(press.location)}</td>
              <td className={cell}>{press.modifiers.join(' + ') || T.none}</td>
              <td className={cell}>{press.repeat ? T.yes : T.no}</td>
              <td className={cell}>{noteOf(press)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
