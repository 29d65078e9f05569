import { useState } from 'react';
import { TZ_DEFAULTS, type TimezoneOptions } from './core';
import { TZ_VIEW } from './words';
import { DateTimePick } from '../../ui/components/DateTimeField';
import { KitView } from '../../ui/kit/KitView';
import { DayPlanner } from './DayPlanner';
import { timezoneConverter } from './declaration';
import { ZoneList } from './ZoneList';

/** The time zone converter: the kit's screen, with the zone list under the input and a Day planner beside the result. */
export default function TimezoneConverter() {
  const [options, setOptions] = useState<TimezoneOptions>(TZ_DEFAULTS);
  return (
    <KitView
      declaration={timezoneConverter}
      options={{ value: options, onChange: setOptions }}
      belowInput={(text, _action, _options, setInput) => (
        <div className="flex flex-col gap-3">
          {/* The typed form is '2026-03-08 14:30': the picker's 'T' becomes a space. */}
          <DateTimePick
            label={TZ_VIEW.pickTime}
            value={text ?? ''}
            onPick={(picked) => setInput(picked.replace('T', ' '))}
            className="self-start"
          />
          <ZoneList options={options} onChange={(change) => setOptions((current) => ({ ...current, ...change }))} />
        </div>
      )}
      extraOutputTabs={(text) => [{ label: TZ_VIEW.plannerTab, content: <DayPlanner text={text} options={options} /> }]}
    />
  );
}
