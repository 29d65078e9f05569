import { KitView } from '../../kit/KitView';
import { simpleCiphers } from './declaration';

export default function SimpleCiphers() {
  return <KitView declaration={simpleCiphers} />;
}
