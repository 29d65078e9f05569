import { KitView } from '../../ui/kit/KitView';
import { cssFormatter } from './declaration';

export default function CssFormatter() {
  return <KitView declaration={cssFormatter} />;
}
