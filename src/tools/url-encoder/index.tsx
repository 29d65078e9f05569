import { KitView } from '../../ui/kit/KitView';
import { urlEncoder } from './declaration';

export default function UrlEncoder() {
  return <KitView declaration={urlEncoder} />;
}
