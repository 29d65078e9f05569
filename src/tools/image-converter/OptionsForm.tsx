import {
  keepAspect,
  OUTPUT_FORMATS,
  PNG_LEVELS,
  QUALITY_MAX,
  QUALITY_MIN,
  validateResize,
  type Dimensions,
  type OutputFormat,
  type PngLevel,
} from './core';
import { IMAGE_TEXTS, RESIZE_ERROR } from './words';
import { TriangleAlert } from 'lucide-react';
import { FieldFrame } from '../../ui/components/FieldFrame';
import { Select } from '../../ui/components/Select';
import { SliderInput } from '../../ui/components/SliderInput';
import { TextField } from '../../ui/components/TextField';
import { Toggle } from '../../ui/components/Toggle';
import { showsQuality, withResize, type Settings } from './settings';

const FORMAT_OPTIONS = OUTPUT_FORMATS.map((f) => ({ value: f.id, label: f.label }));

const LEVEL_NAMES: Partial<Record<PngLevel, string>> = {
  0: IMAGE_TEXTS.pngLevelOff,
  1: IMAGE_TEXTS.pngLevelFast,
  6: IMAGE_TEXTS.pngLevelSmallest,
};
const PNG_LEVEL_OPTIONS = PNG_LEVELS.map((level) => ({
  value: String(level),
  label: LEVEL_NAMES[level] ?? String(level),
}));

interface OptionsFormProps {
  settings: Settings;
  onChange: (settings: Settings) => void;
  /** The (first) image's size: the resize fields start from it and keep its proportions. */
  sourceSize: Dimensions | null;
  /** Some image declares transparency: JPEG asks for the colour to put there. */
  transparent?: boolean;
}

/** JPEG's warning that transparency becomes a colour, and the colour. */
function BackgroundField({ value, onChange }: { value: string; onChange: (background: string) => void }) {
  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <p className="flex items-center gap-2 text-sm text-amber-800 dark:text-amber-200">
        <TriangleAlert aria-hidden className="size-4 shrink-0" />
        {IMAGE_TEXTS.transparencyWarning}
      </p>
      <FieldFrame label={IMAGE_TEXTS.background}>
        {(control) => (
          <input
            {...control}
            type="color"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            className="h-10 w-20 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 focus-ring dark:border-slate-600 dark:bg-slate-900"
          />
        )}
      </FieldFrame>
    </div>
  );
}

export function resizeError(s: Settings): string | undefined {
  if (!s.resize) return undefined;
  try {
    validateResize(s);
    return undefined;
  } catch {
    return RESIZE_ERROR;
  }
}

/** Output format, quality (lossy formats), WebP lossless, PNG optimisation and an optional resize. */
export function OptionsForm({ settings, onChange, sourceSize, transparent = false }: OptionsFormProps) {
  const set = (patch: Partial<Settings>) => onChange({ ...settings, ...patch });
  const setSide = (side: 'width' | 'height', text: string) => {
    const value = text.trim() === '' ? 0 : Number(text);
    const linked = settings.keepAspect && sourceSize && Number.isInteger(value) && value > 0;
    set(linked ? keepAspect(sourceSize, side, value) : { [side]: value });
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select<OutputFormat>
        label={IMAGE_TEXTS.outputFormat}
        value={settings.format}
        options={FORMAT_OPTIONS}
        onChange={(format) => set({ format })}
      />
      {showsQuality(settings) && (
        <SliderInput
          label={IMAGE_TEXTS.quality}
          min={QUALITY_MIN}
          max={QUALITY_MAX}
          value={settings.quality}
          onChange={(quality) => set({ quality })}
        />
      )}
      {settings.format === 'webp' && (
        <Toggle
          label={IMAGE_TEXTS.lossless}
          description={IMAGE_TEXTS.losslessDescription}
          checked={settings.lossless}
          onChange={(lossless) => set({ lossless })}
        />
      )}
      {settings.format === 'jpeg' && transparent && (
        <BackgroundField value={settings.background} onChange={(background) => set({ background })} />
      )}
      {settings.format === 'png' && (
        <Select
          label={IMAGE_TEXTS.optimisationLevel}
          value={String(settings.pngLevel)}
          options={PNG_LEVEL_OPTIONS}
          onChange={(level) => set({ pngLevel: Number(level) as PngLevel })}
        />
      )}
      <div className="flex flex-col gap-3 sm:col-span-2">
        <Toggle
          label={IMAGE_TEXTS.resize}
          description={IMAGE_TEXTS.resizeDescription}
          checked={settings.resize}
          onChange={(on) => onChange(withResize(settings, on, sourceSize))}
        />
        {settings.resize && (
          <div className="grid items-start gap-3 sm:grid-cols-3">
            <TextField
              label={IMAGE_TEXTS.width}
              inputMode="numeric"
              value={settings.width ? String(settings.width) : ''}
              onChange={(text) => setSide('width', text)}
              error={resizeError(settings)}
            />
            <TextField
              label={IMAGE_TEXTS.height}
              inputMode="numeric"
              value={settings.height ? String(settings.height) : ''}
              onChange={(text) => setSide('height', text)}
            />
            <Toggle
              label={IMAGE_TEXTS.keepAspectRatio}
              description={IMAGE_TEXTS.keepAspectDescription}
              checked={settings.keepAspect}
              onChange={(keep) => set({ keepAspect: keep })}
            />
          </div>
        )}
      </div>
    </div>
  );
}
