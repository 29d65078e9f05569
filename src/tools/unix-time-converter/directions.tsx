import { formatRelative, type DateZone, type HumanDate, type UnitChoice, type UnixResult } from './core';
import { recordOf, type KeyValueRow } from '../../core/shared/structured';
import { DATE_COPIED, TIMESTAMP_COPIED, UNIX_TEXTS } from './words';
import { Select } from '../../ui/components/Select';
import { StructuredResult } from '../../ui/components/StructuredResult';
import { TextField } from '../../ui/components/TextField';
import { ConvertForm } from './parts';

export const UNIT_OPTIONS = [
  { value: 'auto', label: UNIX_TEXTS.unitAuto },
  { value: 'seconds', label: UNIX_TEXTS.unitSeconds },
  { value: 'milliseconds', label: UNIX_TEXTS.unitMilliseconds },
] as const;

export const ZONE_OPTIONS = [
  { value: 'utc', label: UNIX_TEXTS.zoneUtc },
  { value: 'local', label: UNIX_TEXTS.zoneLocal },
] as const;

/** A result's row, its Copy with the spec's toast ('Date copied to clipboard'). */
const row = (label: string, value: string, copyMessage: string): KeyValueRow => ({ label, value, copyMessage });

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
      <TextField
        label={UNIX_TEXTS.unixTimestamp}
        {...timestamp}
        placeholder={UNIX_TEXTS.timestampPlaceholder}
        inputMode="numeric"
        error={error}
      />
      <Select label={UNIX_TEXTS.unit} {...unit} options={UNIT_OPTIONS} />
    </>
  );
  return (
    <ConvertForm onConvert={onConvert} fields={fields} canConvert={timestamp.value !== ''}>
      {human && (
        <StructuredResult
          label={UNIX_TEXTS.humanReadableDate}
          value={[
            ...recordOf([
              row(UNIX_TEXTS.utc, human.utc, DATE_COPIED),
              row(UNIX_TEXTS.localTime, human.local, DATE_COPIED),
              row(UNIX_TEXTS.iso8601, human.iso, DATE_COPIED),
              row(UNIX_TEXTS.relative, formatRelative(human.ms, now ?? human.ms), DATE_COPIED),
            ]),
            { kind: 'note', text: UNIX_TEXTS.readAs(human.unit) },
          ]}
        />
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
      <TextField label={UNIX_TEXTS.dateAndTime} {...date} placeholder={UNIX_TEXTS.datePlaceholder} error={error} />
      <Select label={UNIX_TEXTS.timeZone} {...zone} options={ZONE_OPTIONS} />
    </>
  );
  const hint = <p className="-mt-2 text-xs text-slate-500 dark:text-slate-400">{UNIX_TEXTS.dateHint}</p>;
  return (
    <ConvertForm onConvert={onConvert} fields={fields} hint={hint} canConvert={date.value !== ''}>
      {unix && (
        <StructuredResult
          label={UNIX_TEXTS.unixTimestamp}
          value={recordOf([
            row(UNIX_TEXTS.unixSecondsLabel, unix.seconds, TIMESTAMP_COPIED),
            row(UNIX_TEXTS.milliseconds, unix.milliseconds, TIMESTAMP_COPIED),
            row(UNIX_TEXTS.isoUtc, unix.iso, DATE_COPIED),
          ])}
        />
      )}
    </ConvertForm>
  );
}
