import type { AnyOptionField, KitOptions, OptionFields } from './declaration';
import { shownFor } from './KitOptionControls';

interface KitCheatSheetsProps<O extends KitOptions<O>> {
  fields: OptionFields<O>;
  options: O;
  onChange: (options: O) => void;
  action: string;
}

/**
 * The cheat sheets of the text options shown for this action (see `KitCheatSheet`): a folding list of worded entries
 * under the input; a click on one puts its text in its field, and the result follows as for typing.
 */
export function KitCheatSheets<O extends KitOptions<O>>({ fields, options, onChange, action }: KitCheatSheetsProps<O>) {
  const sheets = (Object.keys(fields) as (keyof O & string)[]).flatMap((key) => {
    const field = fields[key] as AnyOptionField<O>;
    return field.kind === 'text' && field.cheatSheet && shownFor(field, action, options)
      ? [{ key, sheet: field.cheatSheet }]
      : [];
  });
  return sheets.map(({ key, sheet }) => (
    <details key={key} className="mt-4 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <summary className="cursor-pointer text-sm font-medium">{sheet.label}</summary>
      <ul className="mt-2 grid gap-1" aria-label={sheet.label}>
        {sheet.entries.map(({ text, description }) => (
          <li key={text}>
            <button
              type="button"
              className="flex w-full flex-wrap items-baseline gap-x-3 rounded px-2 py-1 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 dark:hover:bg-slate-800"
              aria-pressed={options[key] === text}
              onClick={() => onChange({ ...options, [key]: text })}
            >
              <code className="font-mono break-all text-indigo-700 dark:text-indigo-300">{text}</code>
              <span className="text-slate-600 dark:text-slate-300">{description}</span>
            </button>
          </li>
        ))}
      </ul>
    </details>
  ));
}
