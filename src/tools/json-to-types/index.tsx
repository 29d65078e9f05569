import { KitView } from '../../ui/kit/KitView';
import { jsonToTypes } from './declaration';

export default function JsonToTypes() {
  return <KitView declaration={jsonToTypes} />;
}
