import { KitView } from '../../ui/kit/KitView';
import { percentageCalculator } from './declaration';

export default function PercentageCalculator() {
  return <KitView declaration={percentageCalculator} />;
}
