import { KitView } from '../../ui/kit/KitView';
import { textStatisticsTool } from './declaration';

export default function TextStatistics() {
  return <KitView declaration={textStatisticsTool} />;
}
