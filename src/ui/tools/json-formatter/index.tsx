import { KitView } from '../../kit/KitView';
import { jsonFormatter } from './declaration';
import { JsonTree } from './JsonTree';

const TREE = {
  label: 'Tree',
  empty: 'Enter JSON to see its tree.',
  invalid: 'Fix the JSON to see its tree.',
};

/** The JSON formatter: the kit's screen, plus a Tree view of the input. */
export default function JsonFormatter() {
  return (
    <KitView
      declaration={jsonFormatter}
      extraOutputTabs={(text) => [
        {
          label: TREE.label,
          content: <JsonTree text={text} reason={text === '' ? TREE.empty : TREE.invalid} />,
        },
      ]}
    />
  );
}
