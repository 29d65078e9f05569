import { KitView } from '../../ui/kit/KitView';
import { urlDecoder } from './declaration';

export default function UrlDecoder() {
  return <KitView declaration={urlDecoder} />;
}
