import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { gradientText, type Gradient } from './core';
import { GRADIENT_TEXTS } from './words';

/** Arrow keys move a stop by 1%, Page Up and Down by 10%, Home and End to either end (the slider pattern). */
const KEY_STEPS: Readonly<Record<string, (position: number) => number>> = {
  ArrowLeft: (p) => p - 1,
  ArrowDown: (p) => p - 1,
  ArrowRight: (p) => p + 1,
  ArrowUp: (p) => p + 1,
  PageDown: (p) => p - 10,
  PageUp: (p) => p + 10,
  Home: () => 0,
  End: () => 100,
};

interface StopBarProps {
  gradient: Gradient;
  selected: number;
  onSelect: (index: number) => void;
  /** Moves a stop; gives its index after the stops are re-ordered (it may have passed another). */
  onMove: (index: number, position: number) => number;
}

/**
 * The stops on a bar showing the gradient left to right: each a slider handle, dragged with the pointer or moved
 * with the keys; the selected one is raised.
 */
export function StopBar({ gradient, selected, onSelect, onMove }: StopBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  // The stop being dragged, by its index now: a stop dragged past another changes index mid-drag.
  const dragged = useRef<number | null>(null);
  // A stop moved past another by the keys keeps the focus (its handle is another element after re-ordering).
  useEffect(() => {
    const handles = bar.current?.querySelectorAll<HTMLElement>('[role="slider"]');
    if (handles && [...handles].includes(document.activeElement as HTMLElement)) handles[selected]?.focus();
  }, [selected]);
  const across = gradientText({ ...gradient, kind: 'linear', angle: 90 });

  const positionAt = (clientX: number) => {
    const rect = bar.current!.getBoundingClientRect();
    return Math.round(((clientX - rect.left) / rect.width) * 100);
  };
  const down = (index: number) => (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    dragged.current = index;
    onSelect(index);
  };
  const drag = (e: PointerEvent<HTMLDivElement>) => {
    if (dragged.current !== null && e.currentTarget.hasPointerCapture(e.pointerId))
      dragged.current = onMove(dragged.current, positionAt(e.clientX));
  };
  const drop = () => {
    dragged.current = null;
  };
  const key = (index: number) => (e: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[e.key];
    if (!step) return;
    e.preventDefault();
    onMove(index, step(gradient.stops[index].position));
  };

  return (
    <div role="group" aria-label={GRADIENT_TEXTS.stops} className="px-3 py-2">
      <div
        ref={bar}
        className="relative h-8 rounded-md border border-slate-300 dark:border-slate-600"
        style={{ backgroundImage: across }}
      >
        {gradient.stops.map((stop, i) => (
          <div
            key={i}
            role="slider"
            tabIndex={0}
            aria-label={GRADIENT_TEXTS.stopPosition(i + 1)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={stop.position}
            aria-valuetext={GRADIENT_TEXTS.stopValue(stop.position, stop.colour)}
            onPointerDown={down(i)}
            onPointerMove={drag}
            onPointerUp={drop}
            onLostPointerCapture={drop}
            onKeyDown={key(i)}
            onFocus={() => onSelect(i)}
            className={`absolute top-1/2 size-5 -translate-x-1/2 -translate-y-1/2 cursor-grab touch-none rounded-full border-2 shadow focus-ring ${
              i === selected
                ? 'z-10 scale-125 border-slate-900 dark:border-white'
                : 'border-white dark:border-slate-900'
            }`}
            style={{ left: `${stop.position}%`, backgroundColor: stop.colour }}
          />
        ))}
      </div>
    </div>
  );
}
