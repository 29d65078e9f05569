import { useState } from 'react';
import {
  formatLocal,
  formatUtc,
  humanToTimestamp,
  timestampToHuman,
  unixSeconds,
  type DateZone,
  type HumanDate,
  type UnitChoice,
  type UnixResult,
} from './core';
import { CURRENT_TIME_LOADED, TO_HUMAN_DONE, TO_UNIX_DONE, UNIX_TEXTS } from './words';
import { Panel } from '../../ui/components/Panel';
import { Tabs } from '../../ui/components/Tabs';
import { notify } from '../../ui/notify';
import type { ToolViewProps } from '../../ui/tools/registry';
import { useConversion } from '../../ui/kit/useConversion';
import { useClock } from './clock';
import { HumanToUnix, UNIT_OPTIONS, UnixToHuman, ZONE_OPTIONS } from './directions';
import { CurrentTime, ExampleTimestamps } from './parts';
import { intBetween, oneOf, textUpTo } from '../../core/site/share-checks';
import { shareField, useShareableState } from '../../ui/kit/shareable';

/** A date as the 'Human Date to Unix' field expects it in the chosen zone. */
const dateFieldText = (ms: number, zone: DateZone) => (zone === 'utc' ? formatUtc(ms) : formatLocal(ms).slice(0, 19));

export default function UnixTimeConverter(_props: ToolViewProps) {
  const clock = useClock();
  const [tab, setTab] = useState(0);
  const [timestamp, setTimestamp] = useState('');
  const [unit, setUnit] = useState<UnitChoice>('auto');
  const [date, setDate] = useState('');
  const [zone, setZone] = useState<DateZone>('utc');
  useShareableState({
    input: timestamp,
    setInput: setTimestamp,
    options: {
      direction: shareField(tab, setTab, intBetween(0, 1)),
      unit: shareField(unit, setUnit, oneOf(UNIT_OPTIONS.map((u) => u.value))),
      date: shareField(date, setDate, textUpTo(100)),
      zone: shareField(zone, setZone, oneOf(ZONE_OPTIONS.map((z) => z.value))),
    },
  });
  // Both directions convert as you type (quietly); Convert does it at once, with its notice.
  const toHuman = useConversion<HumanDate>({
    success: TO_HUMAN_DONE,
    live: {
      inputs: [timestamp, unit],
      compute: () => (timestamp === '' ? null : timestampToHuman(timestamp, clock.read(), unit)),
    },
  });
  const toUnix = useConversion<UnixResult>({
    success: TO_UNIX_DONE,
    live: { inputs: [date, zone], compute: () => (date === '' ? null : humanToTimestamp(date, zone)) },
  });

  const editTimestamp = (value: string) => {
    setTimestamp(value);
    toHuman.clearError();
  };
  const editDate = (value: string) => {
    setDate(value);
    toUnix.clearError();
  };
  const convertTimestamp = (value: string, unitChoice: UnitChoice) =>
    toHuman.convert(() => timestampToHuman(value, clock.read(), unitChoice));

  /** Loads the time the clock shows into both fields. */
  const loadCurrentTime = () => {
    const ms = clock.read();
    setTimestamp(String(unixSeconds(ms)));
    setDate(dateFieldText(ms, zone));
    toHuman.clearError();
    toUnix.clearError();
    notify.success(CURRENT_TIME_LOADED);
  };

  const loadExample = (seconds: number) => {
    setTab(0);
    setTimestamp(String(seconds));
    setUnit('auto');
    convertTimestamp(String(seconds), 'auto');
  };

  const unixTab = (
    <UnixToHuman
      timestamp={{ value: timestamp, onChange: editTimestamp }}
      unit={{ value: unit, onChange: setUnit }}
      error={toHuman.error}
      human={toHuman.result}
      now={clock.now}
      onConvert={() => convertTimestamp(timestamp, unit)}
    />
  );
  const dateTab = (
    <HumanToUnix
      date={{ value: date, onChange: editDate }}
      zone={{ value: zone, onChange: setZone }}
      error={toUnix.error}
      unix={toUnix.result}
      onConvert={() => toUnix.convert(() => humanToTimestamp(date, zone))}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <CurrentTime now={clock.now} onUse={loadCurrentTime} />
      <Panel title={UNIX_TEXTS.convertPanel}>
        <Tabs
          label={UNIX_TEXTS.conversionDirection}
          selectedIndex={tab}
          onChange={setTab}
          tabs={[
            { label: UNIX_TEXTS.unixToHuman, content: unixTab },
            { label: UNIX_TEXTS.humanToUnix, content: dateTab },
          ]}
        />
      </Panel>
      <ExampleTimestamps onChoose={loadExample} />
    </div>
  );
}
