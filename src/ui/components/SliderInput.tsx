import { useId } from 'react';
import { fieldBaseClass } from './TextAreaField';

interface SliderInputProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  /** Value used when the number box is left blank (e.g. 0 for RGB components). */
  blankValue?: number;
  unit?: string;
}

export function clampToRange(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** A range slider paired with a number box; both stay within [min, max]. */
export function SliderInput({ label, value, min, max, step = 1, onChange, blankValue = min, unit }: SliderInputProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
        {unit && <span className="sr-only"> ({unit})</span>}
      </label>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          onChange={(e) => onChange(Number(e.target.value))}
          className="flex-1 accent-indigo-600 focus-ring"
        />
        <input
          type="number"
          aria-label={`${label} value`}
          min={min}
          max={max}
          step={step}
          value={value}
          onChange={(e) =>
            onChange(e.target.value === '' ? blankValue : clampToRange(Number(e.target.value), min, max))
          }
          className={`${fieldBaseClass} w-24`}
        />
        {unit && <span className="text-sm text-slate-500 dark:text-slate-400">{unit}</span>}
      </div>
    </div>
  );
}
