import { RANGE, clockTime, duration, withEnd, withStart, type ClipRange } from '../../../core/tools/twitch-clipper';
import { SliderInput } from '../../components/SliderInput';

/** Start and end sliders (seconds) and the clip's duration. */
export function ClipRangeFields({ range, onChange }: { range: ClipRange; onChange: (range: ClipRange) => void }) {
  return (
    <div className="flex flex-col gap-4">
      <SliderInput
        label="Start"
        unit="s"
        value={range.start}
        min={0}
        max={RANGE.max - 1}
        step={RANGE.step}
        onChange={(start) => onChange(withStart(range, start))}
      />
      <SliderInput
        label="End"
        unit="s"
        value={range.end}
        min={1}
        max={RANGE.max}
        step={RANGE.step}
        onChange={(end) => onChange(withEnd(range, end))}
      />
      <p className="text-sm text-slate-700 dark:text-slate-200">
        Clip: {clockTime(range.start)} to {clockTime(range.end)} · Duration:{' '}
        <output data-testid="clip-duration">{duration(range)}</output> s
      </p>
    </div>
  );
}
