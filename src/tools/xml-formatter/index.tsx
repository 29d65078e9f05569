import { KitView } from '../../ui/kit/KitView';
import { xmlFormatter } from './declaration';

export default function XmlFormatter() {
  return <KitView declaration={xmlFormatter} />;
}
