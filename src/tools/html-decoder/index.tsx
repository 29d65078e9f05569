import { KitView } from '../../ui/kit/KitView';
import { htmlDecoder } from './declaration';

export default function HtmlDecoder() {
  return <KitView declaration={htmlDecoder} />;
}
