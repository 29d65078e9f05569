import { KitView } from '../../kit/KitView';
import { cssFormatter } from './declaration';

export default function CssFormatter() {
  return <KitView declaration={cssFormatter} />;
}
