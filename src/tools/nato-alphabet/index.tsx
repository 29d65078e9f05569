import { KitView } from '../../ui/kit/KitView';
import { natoAlphabet } from './declaration';

export default function NatoAlphabet() {
  return <KitView declaration={natoAlphabet} />;
}
