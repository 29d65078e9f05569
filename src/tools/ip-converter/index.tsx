import { KitView } from '../../ui/kit/KitView';
import { ipConverter } from './declaration';

export default function IpConverter() {
  return <KitView declaration={ipConverter} />;
}
