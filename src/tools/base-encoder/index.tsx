import { KitView } from '../../ui/kit/KitView';
import { baseEncoder } from './declaration';

export default function BaseEncoder() {
  return <KitView declaration={baseEncoder} />;
}
