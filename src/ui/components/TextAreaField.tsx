import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldClass } from './FieldFrame';

export { fieldBaseClass, fieldClass } from './FieldFrame';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  /** Inline error shown under the field (and announced). */
  error?: string;
}

/** A labelled multi-line text field; tools use it for inputs and read-only outputs alike. */
export function TextAreaField({
  label,
  value,
  onChange,
  error,
  rows = 8,
  className = '',
  ...rest
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          value={value}
          spellCheck={false}
          onChange={onChange ? (e) => onChange(e.target.value) : undefined}
          readOnly={!onChange}
          className={`${fieldClass} ${className}`}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}
