import { KitView } from '../../ui/kit/KitView';
import { unitConverter } from './declaration';

export default function UnitConverter() {
  return <KitView declaration={unitConverter} />;
}
