import { useEffect, useState } from 'react';
import { PALETTE_DEFAULTS, type PaletteOptions } from './core';
import { KitView } from '../../ui/kit/KitView';
import { colorPaletteGenerator } from './declaration';
import { ImagePalette } from './ImagePalette';
import { PaletteSwatches } from './Swatches';

/** Puts a colour chosen outside the kit's screen (an extracted one) into its input, once. */
function BaseRequest({
  hex,
  setInput,
  done,
}: {
  hex: string | null;
  setInput: (text: string) => void;
  done: () => void;
}) {
  useEffect(() => {
    if (hex === null) return;
    setInput(hex);
    done();
  }, [hex, setInput, done]);
  return null;
}

/**
 * The colour palette generator: the kit's screen for a base colour (its export beside it, the picker, scale and
 * harmonies under the input), and below it a palette extracted from an image, exported with the same options.
 */
export default function ColorPaletteGenerator() {
  const [options, setOptions] = useState<PaletteOptions>(PALETTE_DEFAULTS);
  const [base, setBase] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <KitView
        declaration={colorPaletteGenerator}
        options={{ value: options, onChange: setOptions }}
        belowInput={(text, _action, _options, setInput) => (
          <>
            <BaseRequest hex={base} setInput={setInput} done={() => setBase(null)} />
            <PaletteSwatches text={text ?? ''} setInput={setInput} />
          </>
        )}
      />
      <ImagePalette options={options} setBase={setBase} />
    </div>
  );
}
