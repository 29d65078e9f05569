import { KitView } from '../../kit/KitView';
import { jsonQuery } from './declaration';

export default function JsonQuery() {
  return <KitView declaration={jsonQuery} />;
}
