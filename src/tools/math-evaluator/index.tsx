import { KitView } from '../../ui/kit/KitView';
import { mathEvaluator } from './declaration';

export default function MathEvaluator() {
  return <KitView declaration={mathEvaluator} />;
}
