import { KitView } from '../../ui/kit/KitView';
import { numberBaseConverter } from './declaration';

export default function NumberBaseConverter() {
  return <KitView declaration={numberBaseConverter} />;
}
