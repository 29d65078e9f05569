import { useId, type InputHTMLAttributes } from 'react';
import { fieldClass } from './TextAreaField';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  /** Inline error shown under the field (and announced). */
  error?: string;
}

/** A labelled single-line text field. */
export function TextField({ label, value, onChange, error, className = '', ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <input
        id={id}
        value={value}
        spellCheck={false}
        autoComplete="off"
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
