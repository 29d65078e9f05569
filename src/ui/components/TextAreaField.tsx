import { useId, type TextareaHTMLAttributes } from 'react';

/** Field look without a width, for boxes that size themselves. */
export const fieldBaseClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 ' +
  'placeholder:text-slate-400 focus-ring dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

export const fieldClass = `w-full ${fieldBaseClass}`;

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  /** Inline error shown under the field (and announced). */
  error?: string;
}

/** A labelled multi-line text field; tools use it for inputs and read-only outputs alike. */
export function TextAreaField({ label, value, onChange, error, rows = 8, className = '', ...rest }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        spellCheck={false}
        onChange={onChange ? (e) => onChange(e.target.value) : undefined}
        readOnly={!onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${fieldClass} ${className}`}
        {...rest}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
