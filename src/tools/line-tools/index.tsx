import { KitView } from '../../ui/kit/KitView';
import { lineTools } from './declaration';

export default function LineTools() {
  return <KitView declaration={lineTools} />;
}
