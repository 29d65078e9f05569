import { SVG_MESSAGES } from './words';
import { KitView } from '../../ui/kit/KitView';
import { svgOptimizer } from './declaration';
import { SvgPreview } from './SvgPreview';

/** The SVG optimizer: the kit's screen, plus a Preview of the SVG before and after, drawn as images. */
export default function SvgOptimizer() {
  return (
    <KitView
      declaration={svgOptimizer}
      extraOutputTabs={(text, _action, _options, result) => [
        { label: SVG_MESSAGES.previewTab, content: <SvgPreview input={text} output={result?.outputs.output} /> },
      ]}
    />
  );
}
