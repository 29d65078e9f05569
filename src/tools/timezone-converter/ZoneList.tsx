import { useState, type FormEvent } from 'react';
import { zoneNamed, type TimezoneOptions } from './core';
import { TZ_RESULT, TZ_VIEW } from './words';
import { Button } from '../../ui/components/Button';
import { ZonePicker } from '../../ui/components/ZonePicker';

const split = (zones: string) =>
  zones
    .split(/[,\n]/)
    .map((zone) => zone.trim())
    .filter((zone) => zone !== '');

/** The visitor's own zone, as the browser says it. */
const ownZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

interface ZoneListProps {
  options: TimezoneOptions;
  onChange: (change: Partial<TimezoneOptions>) => void;
}

/**
 * The tool's zones: the zone the typed time is in, and the list it is shown in, each with Remove, and a field
 * (searching the browser's zones as you type) to add one; an unknown name is refused beside the field.
 */
export function ZoneList({ options, onChange }: ZoneListProps) {
  const [adding, setAdding] = useState('');
  const [error, setError] = useState('');
  const zones = split(options.zones);
  const mine = ownZone();

  const add = (typed: string) => {
    const zone = zoneNamed(typed);
    if (zone === undefined) return setError(TZ_RESULT.badZone(typed.trim()));
    setError('');
    setAdding('');
    if (!zones.includes(zone)) onChange({ zones: [...zones, zone].join(', ') });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add(adding);
  };

  return (
    <section aria-label={TZ_VIEW.zonesHeading} className="flex flex-col gap-3">
      <ZonePicker label={TZ_VIEW.fromLabel} value={options.from} onChange={(from) => onChange({ from })} />
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="min-w-[16rem] flex-1">
          <ZonePicker
            label={TZ_VIEW.addLabel}
            value={adding}
            onChange={setAdding}
            placeholder={TZ_VIEW.addPlaceholder}
            error={error || undefined}
          />
        </div>
        <Button type="submit" variant="secondary">
          {TZ_VIEW.add}
        </Button>
        {!zones.includes(mine) && (
          <Button type="button" variant="ghost" onClick={() => add(mine)}>
            {TZ_VIEW.addMine(mine)}
          </Button>
        )}
      </form>
      <h3 className="text-sm font-medium text-slate-700 dark:text-slate-200">{TZ_VIEW.shownIn}</h3>
      {zones.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{TZ_VIEW.none}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {zones.map((zone) => (
            <li
              key={zone}
              className="flex items-center gap-1 rounded-full border border-slate-300 py-0.5 pr-1 pl-3 text-sm dark:border-slate-600"
            >
              {zone}
              <button
                type="button"
                className="focus-ring rounded-full px-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-700"
                aria-label={TZ_VIEW.remove(zone)}
                onClick={() => onChange({ zones: zones.filter((other) => other !== zone).join(', ') })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
