import { KitView } from '../../ui/kit/KitView';
import { simpleCiphers } from './declaration';

export default function SimpleCiphers() {
  return <KitView declaration={simpleCiphers} />;
}
