import type { ColourReadout } from '../../../core/shared/colour';
import { ResultRow } from './ResultRow';

const COPIED = 'Copied!';

/** A checkerboard under the swatch makes transparency visible. */
const checkerboard = 'repeating-conic-gradient(#cbd5e1 0% 25%, #ffffff 0% 50%) 50% / 16px 16px';

/** Swatch plus HEX, RGB, HSL and nearest CSS name, each copyable: shared by both colour tools. */
export function ColourDetails({ colour }: { colour: ColourReadout }) {
  const { name } = colour;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div
        role="img"
        aria-label={`Colour swatch ${colour.hex}`}
        data-testid="colour-swatch"
        className="h-32 w-full shrink-0 overflow-hidden rounded-xl border border-slate-200 sm:w-40 dark:border-slate-700"
        style={{ background: checkerboard }}
      >
        <div className="size-full" style={{ backgroundColor: colour.hex }} />
      </div>
      <dl className="flex-1">
        <ResultRow label="HEX" value={colour.hex} copyTitle={COPIED} copyMessage="HEX value copied to clipboard" />
        <ResultRow label="RGB" value={colour.rgbText} copyTitle={COPIED} copyMessage="RGB value copied to clipboard" />
        <ResultRow label="HSL" value={colour.hslText} copyTitle={COPIED} copyMessage="HSL value copied to clipboard" />
        <ResultRow
          label={name.exact ? 'CSS name' : 'Nearest CSS name'}
          value={name.name}
          copyTitle={COPIED}
          copyMessage="Colour name copied to clipboard"
        />
      </dl>
    </div>
  );
}
