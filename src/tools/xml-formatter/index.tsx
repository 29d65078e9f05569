import { KitView } from '../../kit/KitView';
import { xmlFormatter } from './declaration';

export default function XmlFormatter() {
  return <KitView declaration={xmlFormatter} />;
}
