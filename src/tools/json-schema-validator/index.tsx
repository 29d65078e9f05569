import { KitView } from '../../ui/kit/KitView';
import { jsonSchemaValidator } from './declaration';

export default function JsonSchemaValidator() {
  return <KitView declaration={jsonSchemaValidator} />;
}
