import { useMemo } from 'react';
import { ToolError } from '../../core/shared/tool-error';
import { paletteOf, ratioText, type HarmonyId, type Palette, type Swatch } from './core';
import { PALETTE_TEXTS } from './words';
import { writeClipboard } from '../../ui/components/clipboard';
import { notify } from '../../ui/notify';
import { ColourField } from '../../ui/tools/shared/ColourField';

const HARMONY_NAMES: Readonly<Record<HarmonyId, string>> = {
  complementary: PALETTE_TEXTS.complementary,
  analogous: PALETTE_TEXTS.analogous,
  triadic: PALETTE_TEXTS.triadic,
  tetradic: PALETTE_TEXTS.tetradic,
  'split-complementary': PALETTE_TEXTS.splitComplementary,
  monochromatic: PALETTE_TEXTS.monochromatic,
};

const copy = (hex: string) =>
  writeClipboard(hex).then(
    () => notify.success(PALETTE_TEXTS.swatchCopied(hex)),
    () => notify.error(PALETTE_TEXTS.copyFailed),
  );

/**
 * One colour: a button that copies its hex, showing its name, hex and contrast on white and on black (its accessible
 * name is that text after 'Copy').
 */
export function SwatchButton({ swatch, name, caption }: { swatch: Swatch; name: string; caption?: string }) {
  return (
    <button
      type="button"
      onClick={() => void copy(swatch.hex)}
      className="flex min-w-0 flex-col overflow-hidden rounded-lg border border-slate-200 text-left text-xs focus-ring dark:border-slate-700"
    >
      <span aria-hidden className="h-10 w-full" style={{ backgroundColor: swatch.hex }} />
      <span className="flex flex-col gap-0.5 p-1.5 text-slate-700 dark:text-slate-200">
        <span className="font-medium">
          <span className="sr-only">{PALETTE_TEXTS.copy} </span>
          {caption ?? name}
        </span>
        <span className="font-mono">{swatch.hex}</span>
        <span>{PALETTE_TEXTS.contrastWhite(ratioText(swatch.onWhite))}</span>
        <span>{PALETTE_TEXTS.contrastBlack(ratioText(swatch.onBlack))}</span>
      </span>
    </button>
  );
}

function usePalette(text: string): Palette | null {
  return useMemo(() => {
    if (!text.trim()) return null;
    try {
      return paletteOf(text);
    } catch (error) {
      if (error instanceof ToolError) return null;
      throw error;
    }
  }, [text]);
}

/** The picker, the base colour's scale and its harmonies, under the kit's input. */
export function PaletteSwatches({ text, setInput }: { text: string; setInput: (text: string) => void }) {
  const palette = usePalette(text);
  const baseHex = palette?.scale.find((entry) => entry.isBase)?.swatch.hex ?? '#000000';
  return (
    <div className="flex flex-col gap-4">
      <ColourField label={PALETTE_TEXTS.picker} value={baseHex} onChange={setInput} />
      {palette && (
        <>
          <section className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-100">{PALETTE_TEXTS.scaleHeading}</h3>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 xl:grid-cols-6" data-testid="palette-scale">
              {palette.scale.map(({ step, swatch, isBase }) => (
                <li key={step} className="flex">
                  <SwatchButton
                    swatch={swatch}
                    name={String(step)}
                    caption={isBase ? `${step} · ${PALETTE_TEXTS.baseStep}` : String(step)}
                  />
                </li>
              ))}
            </ul>
          </section>
          <section className="flex flex-col gap-3">
            <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-100">
              {PALETTE_TEXTS.harmoniesHeading}
            </h3>
            {palette.harmonies.map((harmony) => (
              <div key={harmony.id} className="flex flex-col gap-1">
                <h4 className="text-xs font-medium text-slate-600 dark:text-slate-300">{HARMONY_NAMES[harmony.id]}</h4>
                <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
                  {harmony.swatches.map((swatch, i) => (
                    <li key={i} className="flex">
                      <SwatchButton swatch={swatch} name={`${HARMONY_NAMES[harmony.id]} ${i + 1}`} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        </>
      )}
    </div>
  );
}
