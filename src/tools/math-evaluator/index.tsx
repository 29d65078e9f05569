import { KitView } from '../../kit/KitView';
import { mathEvaluator } from './declaration';

export default function MathEvaluator() {
  return <KitView declaration={mathEvaluator} />;
}
