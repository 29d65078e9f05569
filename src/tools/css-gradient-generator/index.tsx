import { KitView } from '../../ui/kit/KitView';
import { cssGradientGenerator } from './declaration';
import { GradientEditor } from './GradientEditor';

/** The CSS gradient generator: the kit's screen, with the preview and the visual editor under the gradient's text. */
export default function CssGradientGenerator() {
  return (
    <KitView
      declaration={cssGradientGenerator}
      belowInput={(text, _action, _options, setInput) => <GradientEditor text={text ?? ''} setInput={setInput} />}
    />
  );
}
