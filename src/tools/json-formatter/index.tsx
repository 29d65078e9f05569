import { KitView } from '../../ui/kit/KitView';
import { JSON_TREE, jsonFormatter } from './declaration';
import { JsonTree } from './JsonTree';

/** The JSON formatter: the kit's screen, plus a Tree view of the input. */
export default function JsonFormatter() {
  return (
    <KitView
      declaration={jsonFormatter}
      extraOutputTabs={(text) => [
        {
          label: JSON_TREE.label,
          content: <JsonTree text={text} reason={text === '' ? JSON_TREE.empty : JSON_TREE.invalid} />,
        },
      ]}
    />
  );
}
