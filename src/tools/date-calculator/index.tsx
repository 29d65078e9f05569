import { KitView } from '../../ui/kit/KitView';
import { dateCalculator } from './declaration';

export default function DateCalculator() {
  return <KitView declaration={dateCalculator} />;
}
