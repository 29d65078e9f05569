import { Field, Label, Switch } from '@headlessui/react';

interface ToggleProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: string;
}

/** A labelled on/off switch (Space toggles it from the keyboard). */
export function Toggle({ label, checked, onChange, description }: ToggleProps) {
  return (
    <Field className="flex items-center justify-between gap-4">
      <span className="flex flex-col">
        <Label className="text-sm font-medium text-slate-800 dark:text-slate-100">{label}</Label>
        {description && <span className="text-xs text-slate-500 dark:text-slate-400">{description}</span>}
      </span>
      <Switch
        checked={checked}
        onChange={onChange}
        className={
          'group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors focus-ring ' +
          'data-[checked]:bg-indigo-600 dark:bg-slate-600'
        }
      >
        <span className="inline-block size-4 translate-x-1 rounded-full bg-white transition-transform group-data-[checked]:translate-x-6" />
      </Switch>
    </Field>
  );
}
