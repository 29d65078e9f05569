import { KitView } from '../../kit/KitView';
import { ipConverter } from './declaration';

export default function IpConverter() {
  return <KitView declaration={ipConverter} />;
}
