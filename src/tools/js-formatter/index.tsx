import { KitView } from '../../ui/kit/KitView';
import { jsFormatter } from './declaration';

export default function JsFormatter() {
  return <KitView declaration={jsFormatter} />;
}
