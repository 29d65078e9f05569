import { UNICODE_MESSAGES } from './words';
import { KitView } from '../../ui/kit/KitView';
import { unicodeInspector } from './declaration';
import { MarkedText } from './MarkedText';

/** The Unicode Inspector: the kit's screen, plus the input with its hidden characters marked. */
export default function UnicodeInspector() {
  return (
    <KitView
      declaration={unicodeInspector}
      extraOutputTabs={(text) => [{ label: UNICODE_MESSAGES.marked.tab, content: <MarkedText text={text} /> }]}
    />
  );
}
