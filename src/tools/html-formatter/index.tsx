import { KitView } from '../../kit/KitView';
import { htmlFormatter } from './declaration';

export default function HtmlFormatter() {
  return <KitView declaration={htmlFormatter} />;
}
