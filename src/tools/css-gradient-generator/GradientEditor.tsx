import { Minus, Plus } from 'lucide-react';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  DEFAULT_ANGLE,
  addStop,
  fault,
  gradientCss,
  gradientText,
  moveStop,
  parseGradient,
  recolourStop,
  removeStop,
  type Gradient,
  type GradientKind,
  type Interpolation,
  type RadialShape,
} from './core';
import { GRADIENT_TEXTS } from './words';
import { Button } from '../../ui/components/Button';
import { fieldBaseClass } from '../../ui/components/FieldFrame';
import { Select, type SelectOption } from '../../ui/components/Select';
import { SliderInput } from '../../ui/components/SliderInput';
import { ColourField } from '../../ui/tools/shared/ColourField';
import { StopBar } from './StopBar';

const KINDS: readonly SelectOption<GradientKind>[] = [
  { value: 'linear', label: GRADIENT_TEXTS.linear },
  { value: 'radial', label: GRADIENT_TEXTS.radial },
  { value: 'conic', label: GRADIENT_TEXTS.conic },
];
const SPACES: readonly SelectOption<Interpolation>[] = [
  { value: 'srgb', label: GRADIENT_TEXTS.srgb },
  { value: 'oklch', label: GRADIENT_TEXTS.oklch },
];
const SHAPES: readonly SelectOption<RadialShape>[] = [
  { value: 'ellipse', label: GRADIENT_TEXTS.ellipse },
  { value: 'circle', label: GRADIENT_TEXTS.circle },
];

function useGradient(text: string): Gradient | null {
  return useMemo(() => {
    try {
      return parseGradient(text);
    } catch (error) {
      if (fault.is(error)) return null;
      throw error;
    }
  }, [text]);
}

/**
 * The preview: the CSS output applied as it is (CSSOM, which our CSP allows), so the browser keeps the last
 * background-image it reads, exactly as it will on the visitor's page.
 */
function Preview({ gradient }: { gradient: Gradient }) {
  const box = useRef<HTMLDivElement>(null);
  const css = gradientCss(gradient);
  useLayoutEffect(() => {
    if (box.current) box.current.style.cssText = css.replace(/\n/g, ' ');
  }, [css]);
  return (
    <div
      ref={box}
      role="img"
      aria-label={GRADIENT_TEXTS.preview}
      data-testid="gradient-preview"
      className="h-40 w-full rounded-lg border border-slate-300 dark:border-slate-600"
    />
  );
}

/** The selected stop's colour and position, and the buttons that add or remove a stop. */
function StopFields({
  gradient,
  index,
  update,
}: {
  gradient: Gradient;
  index: number;
  update: (next: { gradient: Gradient; index: number }) => void;
}) {
  const id = useId();
  const stop = gradient.stops[index];
  return (
    <div className="flex flex-wrap items-end gap-4">
      <ColourField
        label={GRADIENT_TEXTS.selectedColour(index + 1)}
        value={stop.colour.slice(0, 7)}
        onChange={(hex) => update({ gradient: recolourStop(gradient, index, hex), index })}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {GRADIENT_TEXTS.selectedPosition(index + 1)}
        </label>
        <input
          id={id}
          type="number"
          min={0}
          max={100}
          step={1}
          value={stop.position}
          onChange={(e) => e.target.value !== '' && update(moveStop(gradient, index, Number(e.target.value)))}
          className={`${fieldBaseClass} w-24`}
        />
      </div>
      <Button variant="secondary" onClick={() => update(addStop(gradient))}>
        <Plus aria-hidden className="size-4" /> {GRADIENT_TEXTS.addStop}
      </Button>
      <Button
        variant="secondary"
        onClick={() => update(removeStop(gradient, index))}
        disabled={gradient.stops.length <= 2}
      >
        <Minus aria-hidden className="size-4" /> {GRADIENT_TEXTS.removeStop}
      </Button>
    </div>
  );
}

/** The visual editor under the input: every edit rewrites the input's gradient text. */
export function GradientEditor({ text, setInput }: { text: string; setInput: (text: string) => void }) {
  const gradient = useGradient(text);
  const [selected, setSelected] = useState(0);
  if (!gradient) return <p className="text-sm text-slate-600 dark:text-slate-300">{GRADIENT_TEXTS.fixToEdit}</p>;
  const index = Math.min(selected, gradient.stops.length - 1);
  const set = (next: Gradient) => setInput(gradientText(next));
  const update = (next: { gradient: Gradient; index: number }) => {
    setSelected(next.index);
    set(next.gradient);
  };
  const setKind = (kind: GradientKind) =>
    set({ ...gradient, kind, angle: kind === gradient.kind ? gradient.angle : DEFAULT_ANGLE[kind] });

  return (
    <div className="flex flex-col gap-4">
      <Preview gradient={gradient} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label={GRADIENT_TEXTS.kind} value={gradient.kind} options={KINDS} onChange={setKind} />
        <Select
          label={GRADIENT_TEXTS.interpolation}
          value={gradient.interpolation}
          options={SPACES}
          onChange={(interpolation) => set({ ...gradient, interpolation })}
        />
        {gradient.kind === 'radial' ? (
          <Select
            label={GRADIENT_TEXTS.shape}
            value={gradient.shape}
            options={SHAPES}
            onChange={(shape) => set({ ...gradient, shape })}
          />
        ) : (
          <SliderInput
            label={GRADIENT_TEXTS.angle}
            unit={GRADIENT_TEXTS.degrees}
            value={Math.round(gradient.angle)}
            min={0}
            max={359}
            onChange={(angle) => set({ ...gradient, angle })}
          />
        )}
      </div>
      <StopBar
        gradient={gradient}
        selected={index}
        onSelect={setSelected}
        onMove={(i, position) => {
          const moved = moveStop(gradient, i, position);
          update(moved);
          return moved.index;
        }}
      />
      <StopFields gradient={gradient} index={index} update={update} />
    </div>
  );
}
