import { KitView } from '../../ui/kit/KitView';
import { x509Decoder } from './declaration';

export default function X509Decoder() {
  return <KitView declaration={x509Decoder} />;
}
