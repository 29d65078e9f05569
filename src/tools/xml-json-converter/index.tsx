import { KitView } from '../../ui/kit/KitView';
import { xmlJsonConverter } from './declaration';

export default function XmlJsonConverter() {
  return <KitView declaration={xmlJsonConverter} />;
}
