import type { KitMeter as KitMeterValue } from './declaration';
import { KIT_MESSAGES } from './messages';

/** From red (nothing filled) to green (all filled), by the share filled. */
const COLOURS = ['bg-red-600', 'bg-orange-500', 'bg-amber-500', 'bg-lime-600', 'bg-emerald-600'] as const;

/** A result's gauge (see `KitMeter`): segments for its value, its words beside them; a `meter` for assistive tech. */
export function KitMeter({ meter }: { meter: KitMeterValue }) {
  const { label, value, max, text } = meter;
  const colour = COLOURS[Math.round((value / max) * (COLOURS.length - 1))];
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="kit-meter">
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={KIT_MESSAGES.meterValue(value, max, text)}
        className="flex min-w-40 flex-1 gap-1"
      >
        {Array.from({ length: max }, (_, i) => (
          <span
            key={i}
            className={`h-2.5 flex-1 rounded-full ${i < value ? colour : 'bg-slate-200 dark:bg-slate-700'}`}
          />
        ))}
      </div>
      <p className="text-sm font-medium text-slate-800 dark:text-slate-100">{KIT_MESSAGES.meterShown(label, text)}</p>
    </div>
  );
}
