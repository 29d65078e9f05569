import { KitView } from '../../kit/KitView';
import { urlDecoder } from './declaration';

export default function UrlDecoder() {
  return <KitView declaration={urlDecoder} />;
}
