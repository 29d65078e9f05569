import { KitView } from '../../ui/kit/KitView';
import { sqlFormatter } from './declaration';

export default function SqlFormatter() {
  return <KitView declaration={sqlFormatter} />;
}
