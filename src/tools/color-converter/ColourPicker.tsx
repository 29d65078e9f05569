import { Pipette } from 'lucide-react';
import { useMemo } from 'react';
import { parseColour } from '../../core/shared/colour/css';
import { gamutReport, type GamutReport } from './core';
import { COLOR_CONVERTER_MESSAGES as WORDS } from './words';
import { Button } from '../../ui/components/Button';
import { notify } from '../../ui/notify';
import { useHydrated } from '../../ui/state/stored';

/** The EyeDropper API (Chromium only), which TypeScript's DOM types do not have yet. */
interface EyeDropperApi {
  open: () => Promise<{ sRGBHex: string }>;
}
type EyeDropperConstructor = new () => EyeDropperApi;

const eyeDropper = (): EyeDropperConstructor | undefined =>
  (window as Window & { EyeDropper?: EyeDropperConstructor }).EyeDropper;

/** A checkerboard under the swatch makes transparency visible. */
const checkerboard = 'repeating-conic-gradient(#cbd5e1 0% 25%, #ffffff 0% 50%) 50% / 16px 16px';

function reportOf(text: string | null): GamutReport | null {
  if (text === null) return null;
  try {
    return gamutReport(parseColour(text));
  } catch {
    return null;
  }
}

function Swatch({ css, label, testId }: { css: string; label: string; testId: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      data-testid={testId}
      className="h-16 w-24 shrink-0 overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700"
      style={{ background: checkerboard }}
    >
      <div className="size-full" style={{ backgroundColor: css }} />
    </div>
  );
}

/** What the swatch says of the gamut: in sRGB, or outside it with where it is and its clamped hex. */
function GamutNote({ report }: { report: GamutReport }) {
  if (report.inSrgb) return <p className="text-sm text-slate-600 dark:text-slate-300">{WORDS.inSrgb}</p>;
  return (
    <div className="flex items-center gap-3">
      <Swatch css={report.srgbHex} label={WORDS.swatch(report.srgbHex)} testId="clamped-swatch" />
      <p className="text-sm text-amber-800 dark:text-amber-200">
        <strong className="font-semibold">{WORDS.outsideSrgb(report.gamut ? WORDS.gamut[report.gamut] : '')}</strong>{' '}
        {WORDS.clampedTo(report.srgbHex)}
      </p>
    </div>
  );
}

/**
 * Under the input: the colour's swatch (drawn from its OKLCH form, so a wide-gamut screen shows a P3 colour as it
 * is), the gamut marker, a colour picker, and the browser's eyedropper where it has one.
 */
export function ColourPicker({ text, setInput }: { text: string | null; setInput: (text: string) => void }) {
  const report = useMemo(() => reportOf(text), [text]);
  // Read after hydration: the prerendered page has no window, and its markup must match.
  const EyeDropper = useHydrated() ? eyeDropper() : undefined;
  const pickFromScreen = () => {
    if (!EyeDropper) return;
    new EyeDropper()
      .open()
      .then(({ sRGBHex }) => setInput(sRGBHex))
      .catch((error: unknown) => {
        // Escape closes the eyedropper: not a fault.
        if (!(error instanceof DOMException && error.name === 'AbortError')) notify.error(WORDS.eyeDropperFailed);
      });
  };
  return (
    <div className="flex flex-col gap-3" data-testid="colour-picker">
      <div className="flex flex-wrap items-center gap-3">
        {report && <Swatch css={report.css} label={WORDS.swatch(text?.trim() ?? '')} testId="colour-swatch" />}
        <input
          type="color"
          aria-label={WORDS.picker}
          title={WORDS.picker}
          value={report ? report.srgbHex.slice(0, 7) : '#000000'}
          onChange={(event) => setInput(event.target.value)}
          className="h-10 w-14 cursor-pointer rounded border border-slate-300 bg-white p-1 focus-ring dark:border-slate-600 dark:bg-slate-800"
        />
        {EyeDropper && (
          <Button variant="secondary" onClick={pickFromScreen}>
            <Pipette aria-hidden className="size-4" />
            {WORDS.eyeDropper}
          </Button>
        )}
      </div>
      {report && (
        <div role="status" data-testid="gamut">
          <GamutNote report={report} />
        </div>
      )}
    </div>
  );
}
