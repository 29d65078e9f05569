import { KitView } from '../../kit/KitView';
import { baseEncoder } from './declaration';

export default function BaseEncoder() {
  return <KitView declaration={baseEncoder} />;
}
