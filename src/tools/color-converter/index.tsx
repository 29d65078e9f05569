import { KitView } from '../../ui/kit/KitView';
import { ColourPicker } from './ColourPicker';
import { colorConverter } from './declaration';

/** The colour converter: the kit's screen, with the swatch, gamut marker, picker and eyedropper under the input. */
export default function ColorConverter() {
  return (
    <KitView
      declaration={colorConverter}
      belowInput={(text, _action, _options, setInput) => <ColourPicker text={text} setInput={setInput} />}
    />
  );
}
