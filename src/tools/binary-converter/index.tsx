import { KitView } from '../../ui/kit/KitView';
import { binaryConverter } from './declaration';

export default function BinaryConverter() {
  return <KitView declaration={binaryConverter} />;
}
