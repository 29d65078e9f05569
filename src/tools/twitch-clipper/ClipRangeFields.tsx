import { RANGE, clockTime, duration, withEnd, withStart, type ClipRange } from './core';
import { TWITCH_TEXTS } from './words';
import { SliderInput } from '../../ui/components/SliderInput';

/** Start and end sliders (seconds) and the clip's duration. */
export function ClipRangeFields({ range, onChange }: { range: ClipRange; onChange: (range: ClipRange) => void }) {
  return (
    <div className="flex flex-col gap-4">
      <SliderInput
        label={TWITCH_TEXTS.start}
        unit={TWITCH_TEXTS.seconds}
        value={range.start}
        min={0}
        max={RANGE.max - 1}
        step={RANGE.step}
        onChange={(start) => onChange(withStart(range, start))}
      />
      <SliderInput
        label={TWITCH_TEXTS.end}
        unit={TWITCH_TEXTS.seconds}
        value={range.end}
        min={1}
        max={RANGE.max}
        step={RANGE.step}
        onChange={(end) => onChange(withEnd(range, end))}
      />
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {TWITCH_TEXTS.clipFromTo(clockTime(range.start), clockTime(range.end))}{' '}
        <output data-testid="clip-duration">{duration(range)}</output> {TWITCH_TEXTS.seconds}
      </p>
    </div>
  );
}
