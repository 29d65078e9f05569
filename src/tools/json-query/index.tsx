import { KitView } from '../../ui/kit/KitView';
import { jsonQuery } from './declaration';

export default function JsonQuery() {
  return <KitView declaration={jsonQuery} />;
}
