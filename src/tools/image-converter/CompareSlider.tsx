import { useState } from 'react';
import { IMAGE_TEXTS } from './words';
import { Toggle } from '../../ui/components/Toggle';
import { useBlobSrc } from '../../ui/tools/shared/codec/useBlobSrc';

/**
 * Before and after in one frame, split by a slider: the original on the left, the converted image on the
 * right. 'Actual pixels' shows them 1:1 (scroll to look around) to judge compression artefacts.
 */
export function CompareSlider({ before, after }: { before: Blob; after: Blob }) {
  const [split, setSplit] = useState(50);
  const [actual, setActual] = useState(false);
  const beforeSrc = useBlobSrc(before);
  const afterSrc = useBlobSrc(after);
  const size = actual ? 'max-w-none' : 'max-w-full';
  return (
    <div className="flex flex-col gap-3" data-testid="compare">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <label className="flex flex-1 items-center gap-3 text-sm font-medium text-slate-700 dark:text-slate-200">
          {IMAGE_TEXTS.compare}
          <input
            type="range"
            min={0}
            max={100}
            value={split}
            onChange={(e) => setSplit(Number(e.target.value))}
            aria-label={IMAGE_TEXTS.splitLabel}
            className="flex-1 accent-indigo-600 focus-ring"
          />
        </label>
        <Toggle label={IMAGE_TEXTS.actualPixels} checked={actual} onChange={setActual} />
      </div>
      <div className="max-h-[70vh] overflow-auto rounded-lg border border-slate-200 dark:border-slate-700">
        <div className="relative w-fit">
          <img ref={beforeSrc} decoding="async" alt={IMAGE_TEXTS.originalSide} className={`block ${size}`} />
          <img
            ref={afterSrc}
            decoding="async"
            alt={IMAGE_TEXTS.convertedSide}
            className="absolute inset-0 block h-full w-full"
            style={{ clipPath: `inset(0 0 0 ${split}%)` }}
          />
          <div aria-hidden className="absolute inset-y-0 w-0.5 bg-white shadow" style={{ left: `${split}%` }} />
        </div>
      </div>
    </div>
  );
}
