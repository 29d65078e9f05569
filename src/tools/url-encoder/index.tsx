import { KitView } from '../../kit/KitView';
import { urlEncoder } from './declaration';

export default function UrlEncoder() {
  return <KitView declaration={urlEncoder} />;
}
