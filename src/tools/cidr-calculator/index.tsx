import { KitView } from '../../ui/kit/KitView';
import { cidrCalculator } from './declaration';

export default function CidrCalculator() {
  return <KitView declaration={cidrCalculator} />;
}
