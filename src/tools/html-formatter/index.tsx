import { KitView } from '../../ui/kit/KitView';
import { htmlFormatter } from './declaration';

export default function HtmlFormatter() {
  return <KitView declaration={htmlFormatter} />;
}
