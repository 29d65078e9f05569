import { KitView } from '../../kit/KitView';
import { csvJsonConverter } from './declaration';

export default function CsvJsonConverter() {
  return <KitView declaration={csvJsonConverter} />;
}
