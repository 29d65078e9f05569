import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { Check, ChevronsUpDown } from 'lucide-react';
import { fieldBaseClass } from './FieldFrame';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

interface SelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
}

/** A drop-down list's look, and its options' (a select's, a combobox's). */
export const LIST_CLASS =
  'z-40 max-h-72 overflow-auto rounded-lg border border-slate-300 bg-white py-1 text-sm text-slate-900 shadow-lg [--anchor-max-height:18rem] focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';
export const OPTION_CLASS =
  'group flex cursor-default items-center gap-2 px-3 py-2 select-none data-focus:bg-indigo-600 data-focus:text-white';

/**
 * A labelled select in the site's look, on Headless UI's Listbox: a button that opens a list of options
 * (arrow keys, Home/End, type-ahead, Enter or Space to choose, Escape to close; the listbox pattern for
 * screen readers). The list renders only while open, so the prerendered markup is the button alone and
 * hydrates as it is. Options with an empty value are refused (spec section 5).
 */
export function Select<T extends string>({ label, value, options, onChange, disabled }: SelectProps<T>) {
  const choices = options.filter((o) => o.value !== '');
  const current = choices.find((o) => o.value === value);
  return (
    <Field disabled={disabled} className="flex flex-col gap-1">
      <Label className="text-sm font-medium text-slate-700 data-disabled:opacity-60 dark:text-slate-200">{label}</Label>
      <Listbox value={value} onChange={onChange}>
        <ListboxButton
          className={`${fieldBaseClass} relative flex w-full items-center justify-between gap-2 text-left font-sans data-disabled:cursor-not-allowed data-disabled:opacity-60`}
        >
          <span className="truncate">{current?.label ?? ''}</span>
          <ChevronsUpDown aria-hidden className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
        </ListboxButton>
        <ListboxOptions anchor={{ to: 'bottom start', gap: 4 }} className={`${LIST_CLASS} w-(--button-width)`}>
          {choices.map((o) => (
            <ListboxOption key={o.value} value={o.value} className={OPTION_CLASS}>
              <Check aria-hidden className="invisible size-4 shrink-0 group-data-selected:visible" />
              <span className="group-data-selected:font-semibold">{o.label}</span>
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  );
}
