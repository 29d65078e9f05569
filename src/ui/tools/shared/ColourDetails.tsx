import type { ColourReadout } from '../../../core/shared/colour';
import type { Structured } from '../../../core/shared/structured';
import { StructuredResult } from '../../components/StructuredResult';
import { SHARED_TEXTS } from './messages';

/** A checkerboard under the swatch makes transparency visible. */
const checkerboard = 'repeating-conic-gradient(#cbd5e1 0% 25%, #ffffff 0% 50%) 50% / 16px 16px';

/** Each form of the colour as a row: its label, its text, and the spec's notice when it is copied. */
const readoutRows = ({ hex, rgbText, hslText, name }: ColourReadout): Structured => [
  {
    kind: 'rows',
    rows: [
      { label: SHARED_TEXTS.hex, value: hex, copyMessage: SHARED_TEXTS.hexCopied },
      { label: SHARED_TEXTS.rgb, value: rgbText, copyMessage: SHARED_TEXTS.rgbCopied },
      { label: SHARED_TEXTS.hsl, value: hslText, copyMessage: SHARED_TEXTS.hslCopied },
      {
        label: name.exact ? SHARED_TEXTS.cssName : SHARED_TEXTS.nearestCssName,
        value: name.name,
        copyMessage: SHARED_TEXTS.colourNameCopied,
      },
    ].map((row) => ({ ...row, copyTitle: SHARED_TEXTS.copied })),
  },
];

/** Swatch plus HEX, RGB, HSL and nearest CSS name, each copyable: shared by both colour tools. */
export function ColourDetails({ colour }: { colour: ColourReadout }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div
        role="img"
        aria-label={SHARED_TEXTS.colourSwatch(colour.hex)}
        data-testid="colour-swatch"
        className="h-32 w-full shrink-0 overflow-hidden rounded-xl border border-slate-200 sm:w-40 dark:border-slate-700"
        style={{ background: checkerboard }}
      >
        <div className="size-full" style={{ backgroundColor: colour.hex }} />
      </div>
      <div className="min-w-0 flex-1">
        <StructuredResult label={SHARED_TEXTS.colourValues} value={readoutRows(colour)} />
      </div>
    </div>
  );
}
