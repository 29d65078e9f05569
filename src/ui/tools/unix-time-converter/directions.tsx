import {
  DATE_COPIED,
  TIMESTAMP_COPIED,
  formatRelative,
  type DateZone,
  type HumanDate,
  type UnitChoice,
  type UnixResult,
} from '../../../core/tools/unix-time-converter';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { ResultRow } from '../shared/ResultRow';
import { ConvertForm } from './parts';

export const UNIT_OPTIONS = [
  { value: 'auto', label: 'Auto-detect (seconds or milliseconds)' },
  { value: 'seconds', label: 'Seconds' },
  { value: 'milliseconds', label: 'Milliseconds' },
] as const;

export const ZONE_OPTIONS = [
  { value: 'utc', label: 'UTC' },
  { value: 'local', label: 'Local time of this device' },
] as const;

/** A field's value with its change handler. */
interface Field<T> {
  value: T;
  onChange: (value: T) => void;
}

interface UnixToHumanProps {
  timestamp: Field<string>;
  unit: Field<UnitChoice>;
  error: string;
  human: HumanDate | null;
  /** The ticking clock, for the relative time. */
  now: number | null;
  onConvert: () => void;
}

/** The 'Unix to Human Date' tab. */
export function UnixToHuman({ timestamp, unit, error, human, now, onConvert }: UnixToHumanProps) {
  const fields = (
    <>
      <TextField label="Unix timestamp" {...timestamp} placeholder="1700000000" inputMode="numeric" error={error} />
      <Select label="Unit" {...unit} options={UNIT_OPTIONS} />
    </>
  );
  return (
    <ConvertForm onConvert={onConvert} fields={fields} canConvert={timestamp.value !== ''}>
      {human && (
        <dl aria-label="Human-readable date">
          <ResultRow label="UTC" value={human.utc} copyMessage={DATE_COPIED} />
          <ResultRow label="Local time" value={human.local} copyMessage={DATE_COPIED} />
          <ResultRow label="ISO 8601" value={human.iso} copyMessage={DATE_COPIED} />
          <ResultRow label="Relative" value={formatRelative(human.ms, now ?? human.ms)} copyMessage={DATE_COPIED} />
          <p className="pt-2 text-xs text-slate-500 dark:text-slate-400">Read as {human.unit}.</p>
        </dl>
      )}
    </ConvertForm>
  );
}

interface HumanToUnixProps {
  date: Field<string>;
  zone: Field<DateZone>;
  error: string;
  unix: UnixResult | null;
  onConvert: () => void;
}

/** The 'Human Date to Unix' tab. */
export function HumanToUnix({ date, zone, error, unix, onConvert }: HumanToUnixProps) {
  const fields = (
    <>
      <TextField label="Date and time" {...date} placeholder="2024-01-15 09:00:00" error={error} />
      <Select label="Time zone" {...zone} options={ZONE_OPTIONS} />
    </>
  );
  const hint = (
    <p className="-mt-2 text-xs text-slate-500 dark:text-slate-400">
      YYYY-MM-DD, optionally with HH:MM[:SS] and a zone such as Z or +02:00 (which overrides the time zone above).
    </p>
  );
  return (
    <ConvertForm onConvert={onConvert} fields={fields} hint={hint} canConvert={date.value !== ''}>
      {unix && (
        <dl aria-label="Unix timestamp">
          <ResultRow label="Unix timestamp (seconds)" value={unix.seconds} copyMessage={TIMESTAMP_COPIED} />
          <ResultRow label="Milliseconds" value={unix.milliseconds} copyMessage={TIMESTAMP_COPIED} />
          <ResultRow label="ISO 8601 (UTC)" value={unix.iso} copyMessage={DATE_COPIED} />
        </dl>
      )}
    </ConvertForm>
  );
}
