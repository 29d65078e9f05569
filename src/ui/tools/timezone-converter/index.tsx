import { useState } from 'react';
import { TZ_DEFAULTS, TZ_VIEW, type TimezoneOptions } from '../../../core/tools/timezone-converter';
import { KitView } from '../../kit/KitView';
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
      belowInput={() => (
        <ZoneList options={options} onChange={(change) => setOptions((current) => ({ ...current, ...change }))} />
      )}
      extraOutputTabs={(text) => [{ label: TZ_VIEW.plannerTab, content: <DayPlanner text={text} options={options} /> }]}
    />
  );
}
