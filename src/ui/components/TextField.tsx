import type { InputHTMLAttributes } from 'react';
import { FieldFrame, fieldClass } from './FieldFrame';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  /** Inline error shown under the field (and announced). */
  error?: string;
}

/** A labelled single-line text field. */
export function TextField({ label, value, onChange, error, className = '', ...rest }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <input
          {...control}
          value={value}
          spellCheck={false}
          autoComplete="off"
          onChange={onChange ? (e) => onChange(e.target.value) : undefined}
          readOnly={!onChange}
          className={`${fieldClass} ${className}`}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}
