import { useId } from 'react';

/** A labelled colour picker (the browser's own, keyboard usable) showing its hex value. */
export function ColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (hex: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        type="color"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-9 w-12 cursor-pointer rounded border border-slate-300 bg-transparent focus-ring dark:border-slate-600"
      />
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label} <span className="font-mono text-slate-600 dark:text-slate-300">{value}</span>
      </label>
    </div>
  );
}
