import { KitView } from '../../ui/kit/KitView';
import { punycodeConverter } from './declaration';

export default function PunycodeConverter() {
  return <KitView declaration={punycodeConverter} />;
}
