import { KitView } from '../../kit/KitView';
import { lineTools } from './declaration';

export default function LineTools() {
  return <KitView declaration={lineTools} />;
}
