import { keyLabel, keycap, type Layout } from './core';
import { KEYBOARD_TEXTS } from './words';

type KeyState = 'held' | 'tested' | 'untested';

const KEY_LOOK: Record<KeyState, string> = {
  held: 'border-indigo-700 bg-indigo-600 text-white dark:border-indigo-300 dark:bg-indigo-500',
  tested:
    'border-emerald-600 bg-emerald-100 text-emerald-900 dark:border-emerald-500 dark:bg-emerald-950 dark:text-emerald-100',
  untested: 'border-slate-300 bg-white text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200',
};

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * The board drawn to scale: each key placed by its position in key units, lit while held, marked once tested.
 * A list, so a screen reader can walk the keys and hear each one's state.
 */
export function KeyboardDiagram({
  layout,
  held,
  tested,
}: {
  layout: Layout;
  held: readonly string[];
  tested: ReadonlySet<string>;
}) {
  const stateOf = (code: string): KeyState => (held.includes(code) ? 'held' : tested.has(code) ? 'tested' : 'untested');
  return (
    <div className="overflow-x-auto">
      <ul
        aria-label={KEYBOARD_TEXTS.keyboard}
        className="relative min-w-[40rem] select-none"
        style={{ aspectRatio: `${layout.width} / ${layout.height}` }}
      >
        {layout.keys.map((k) => {
          const state = stateOf(k.code);
          return (
            <li
              key={k.code}
              data-code={k.code}
              data-state={state}
              className="absolute p-[0.15%]"
              style={{
                left: percent(k.x, layout.width),
                top: percent(k.y, layout.height),
                width: percent(k.w, layout.width),
                height: percent(k.h, layout.height),
              }}
            >
              <span
                className={`flex size-full items-center justify-center overflow-hidden rounded border text-[0.65rem] leading-none font-medium sm:text-xs ${KEY_LOOK[state]}`}
              >
                <span aria-hidden>{keycap(layout.id, k.code)}</span>
                <span className="sr-only">
                  {KEYBOARD_TEXTS.keyName(keyLabel(layout.id, k.code), KEYBOARD_TEXTS.keyState[state])}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
