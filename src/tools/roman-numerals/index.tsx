import { KitView } from '../../ui/kit/KitView';
import { romanNumerals } from './declaration';

export default function RomanNumerals() {
  return <KitView declaration={romanNumerals} />;
}
