import type { InputHTMLAttributes } from 'react';
import { fieldBaseClass } from './FieldFrame';
import { TextField } from './TextField';

/** The start of a typed date and time the native picker can show ('2026-03-08 14:30' → '2026-03-08T14:30'). */
const PICKABLE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/;

interface DateTimePickProps {
  /** The picker's name ('Pick the date and time'). */
  label: string;
  /** The typed text it shows where it can read it. */
  value: string;
  /** Called with the picked 'YYYY-MM-DDTHH:mm'. */
  onPick: (picked: string) => void;
  className?: string;
}

/** The browser's own date-time picker for a date typed as text: it shows the text's date and fills it when used. */
export function DateTimePick({ label, value, onPick, className = '' }: DateTimePickProps) {
  const shown = PICKABLE.exec(value.trim());
  return (
    <input
      type="datetime-local"
      aria-label={label}
      value={shown ? `${shown[1]}T${shown[2]}` : ''}
      onChange={(event) => event.target.value && onPick(event.target.value)}
      className={`${fieldBaseClass} ${className}`}
    />
  );
}

interface DateTimeFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'placeholder'> {
  label: string;
  /** The native picker's name. */
  pickLabel: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * A date and time typed as text, with the browser's picker beside it (see `DateTimePick`). The text stays the
 * value: seconds, a zone or an offset can be typed that the picker has no place for.
 */
export function DateTimeField({ label, pickLabel, value, onChange, error, placeholder }: DateTimeFieldProps) {
  return (
    <div className="flex flex-wrap items-start gap-2">
      <div className="min-w-48 flex-1">
        <TextField label={label} value={value} onChange={onChange} placeholder={placeholder} error={error} />
      </div>
      {/* Level with the text field, below its label (a line of small text and the gap). */}
      <DateTimePick label={pickLabel} value={value} onPick={onChange} className="mt-6" />
    </div>
  );
}
