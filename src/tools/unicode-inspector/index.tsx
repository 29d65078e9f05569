import { UNICODE_MESSAGES } from '../../../core/tools/unicode-inspector';
import { KitView } from '../../kit/KitView';
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
