import { KitView } from '../../ui/kit/KitView';
import { htmlEncoder } from './declaration';

export default function HtmlEncoder() {
  return <KitView declaration={htmlEncoder} />;
}
