import { KitView } from '../../ui/kit/KitView';
import { jsonDiff } from './declaration';

export default function JsonDiff() {
  return <KitView declaration={jsonDiff} />;
}
