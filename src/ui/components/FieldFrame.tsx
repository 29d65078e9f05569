import { useId, type ReactNode } from 'react';

/** Field look without a width, for boxes that size themselves. */
export const fieldBaseClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 ' +
  'placeholder:text-slate-400 focus-ring dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 ' +
  // A field whose value is refused is marked where it is, not only by the message under it.
  'aria-invalid:border-red-500 dark:aria-invalid:border-red-400';

export const fieldClass = `w-full ${fieldBaseClass}`;

/** Attributes that tie a control to its label and inline error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldFrameProps {
  label: string;
  /** Inline error shown under the control (and announced). */
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label above, control, error below: the frame every labelled text control shares. */
export function FieldFrame({ label, error, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
