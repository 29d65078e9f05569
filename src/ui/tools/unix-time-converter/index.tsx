import { Clock } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import {
  CURRENT_TIME_LOADED,
  DATE_COPIED,
  EXAMPLE_TIMESTAMPS,
  TICK_MS,
  TIMESTAMP_COPIED,
  TO_HUMAN_DONE,
  TO_UNIX_DONE,
  UnixTimeError,
  formatLocal,
  formatRelative,
  formatUtc,
  humanToTimestamp,
  timestampToHuman,
  unixSeconds,
  type DateZone,
  type HumanDate,
  type UnitChoice,
  type UnixResult,
} from '../../../core/tools/unix-time-converter';
import { Button } from '../../components/Button';
import { Panel } from '../../components/Panel';
import { Select } from '../../components/Select';
import { Tabs } from '../../components/Tabs';
import { TextField } from '../../components/TextField';
import { notify } from '../../notify';
import type { ToolViewProps } from '../registry';
import { ResultRow } from '../shared/ResultRow';

const UNIT_OPTIONS = [
  { value: 'auto', label: 'Auto-detect (seconds or milliseconds)' },
  { value: 'seconds', label: 'Seconds' },
  { value: 'milliseconds', label: 'Milliseconds' },
] as const;

const ZONE_OPTIONS = [
  { value: 'utc', label: 'UTC' },
  { value: 'local', label: 'Local time of this device' },
] as const;

/** The current time, ticking every second; null until mounted so prerendered HTML never shows a stale clock. */
function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, []);
  return now;
}

/** A date as the 'Human Date to Unix' field expects it in the chosen zone. */
const dateFieldText = (ms: number, zone: DateZone) => (zone === 'utc' ? formatUtc(ms) : formatLocal(ms).slice(0, 19));

const messageOf = (e: unknown) => {
  if (e instanceof UnixTimeError) return e.message;
  throw e;
};

export default function UnixTimeConverter(_props: ToolViewProps) {
  const now = useNow();
  const [tab, setTab] = useState(0);

  const [timestamp, setTimestamp] = useState('');
  const [unit, setUnit] = useState<UnitChoice>('auto');
  const [human, setHuman] = useState<HumanDate | null>(null);
  const [timestampError, setTimestampError] = useState('');

  const [date, setDate] = useState('');
  const [zone, setZone] = useState<DateZone>('utc');
  const [unix, setUnix] = useState<UnixResult | null>(null);
  const [dateError, setDateError] = useState('');

  const toHuman = (value: string, unitChoice: UnitChoice = unit) => {
    try {
      setHuman(timestampToHuman(value, Date.now(), unitChoice));
      setTimestampError('');
      notify.success(TO_HUMAN_DONE);
    } catch (e) {
      const message = messageOf(e);
      setHuman(null);
      setTimestampError(message);
      notify.error(message);
    }
  };

  const toUnix = (e: FormEvent) => {
    e.preventDefault();
    try {
      setUnix(humanToTimestamp(date, zone));
      setDateError('');
      notify.success(TO_UNIX_DONE);
    } catch (err) {
      const message = messageOf(err);
      setUnix(null);
      setDateError(message);
      notify.error(message);
    }
  };

  const useCurrentTime = () => {
    const ms = Date.now();
    setTimestamp(String(unixSeconds(ms)));
    setDate(dateFieldText(ms, zone));
    setTimestampError('');
    setDateError('');
    notify.success(CURRENT_TIME_LOADED);
  };

  const loadExample = (seconds: number) => {
    setTab(0);
    setTimestamp(String(seconds));
    setUnit('auto');
    toHuman(String(seconds), 'auto');
  };

  const unixTab = (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        toHuman(timestamp);
      }}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField
          label="Unix timestamp"
          value={timestamp}
          onChange={(v) => {
            setTimestamp(v);
            setTimestampError('');
          }}
          placeholder="1700000000"
          inputMode="numeric"
          error={timestampError}
        />
        <Select label="Unit" value={unit} options={UNIT_OPTIONS} onChange={setUnit} />
      </div>
      <div>
        <Button type="submit" disabled={!timestamp}>
          Convert
        </Button>
      </div>
      {human && (
        <dl aria-label="Human-readable date">
          <ResultRow label="UTC" value={human.utc} copyMessage={DATE_COPIED} />
          <ResultRow label="Local time" value={human.local} copyMessage={DATE_COPIED} />
          <ResultRow label="ISO 8601" value={human.iso} copyMessage={DATE_COPIED} />
          <ResultRow label="Relative" value={formatRelative(human.ms, now ?? human.ms)} copyMessage={DATE_COPIED} />
          <p className="pt-2 text-xs text-slate-500 dark:text-slate-400">Read as {human.unit}.</p>
        </dl>
      )}
    </form>
  );

  const dateTab = (
    <form onSubmit={toUnix} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField
          label="Date and time"
          value={date}
          onChange={(v) => {
            setDate(v);
            setDateError('');
          }}
          placeholder="2024-01-15 09:00:00"
          error={dateError}
        />
        <Select label="Time zone" value={zone} options={ZONE_OPTIONS} onChange={setZone} />
      </div>
      <p className="-mt-2 text-xs text-slate-500 dark:text-slate-400">
        YYYY-MM-DD, optionally with HH:MM[:SS] and a zone such as Z or +02:00 (which overrides the time zone above).
      </p>
      <div>
        <Button type="submit" disabled={!date}>
          Convert
        </Button>
      </div>
      {unix && (
        <dl aria-label="Unix timestamp">
          <ResultRow label="Unix timestamp (seconds)" value={unix.seconds} copyMessage={TIMESTAMP_COPIED} />
          <ResultRow label="Milliseconds" value={unix.milliseconds} copyMessage={TIMESTAMP_COPIED} />
          <ResultRow label="ISO 8601 (UTC)" value={unix.iso} copyMessage={DATE_COPIED} />
        </dl>
      )}
    </form>
  );

  return (
    <div className="flex flex-col gap-6">
      <Panel title="Current Unix timestamp">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div aria-live="off">
            <p className="font-mono text-3xl font-bold text-slate-900 dark:text-white" data-testid="current-timestamp">
              {now === null ? '—' : unixSeconds(now)}
            </p>
            <p className="font-mono text-sm text-slate-500 dark:text-slate-400" data-testid="current-utc">
              {now === null ? '' : `${formatUtc(now)} UTC`}
            </p>
          </div>
          <Button variant="secondary" onClick={useCurrentTime}>
            <Clock aria-hidden className="size-4" /> Use Current Time
          </Button>
        </div>
      </Panel>
      <Panel>
        <Tabs
          label="Conversion direction"
          selectedIndex={tab}
          onChange={setTab}
          tabs={[
            { label: 'Unix to Human Date', content: unixTab },
            { label: 'Human Date to Unix', content: dateTab },
          ]}
        />
      </Panel>
      <Panel title="Example timestamps">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          A Unix timestamp counts the seconds since 1970-01-01 00:00:00 UTC (the epoch); negative values are earlier.
          Timestamps of 10<sup>11</sup> or more are read as milliseconds. Choose one to convert it.
        </p>
        <ul className="grid gap-2 sm:grid-cols-2">
          {EXAMPLE_TIMESTAMPS.map((example) => (
            <li key={example.seconds}>
              <button
                type="button"
                onClick={() => loadExample(example.seconds)}
                className="flex w-full flex-col rounded-lg border border-slate-200 p-3 text-left hover:bg-slate-50 focus-ring dark:border-slate-700 dark:hover:bg-slate-800"
              >
                <span className="font-mono text-sm font-semibold text-slate-900 dark:text-white">
                  {example.seconds}
                </span>
                <span className="font-mono text-xs text-slate-600 dark:text-slate-300">
                  {formatUtc(example.seconds * 1000)} UTC
                </span>
                <span className="text-xs text-slate-500 dark:text-slate-400">{example.label}</span>
              </button>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
