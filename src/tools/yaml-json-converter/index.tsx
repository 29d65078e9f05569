import { KitView } from '../../ui/kit/KitView';
import { yamlJsonConverter } from './declaration';

export default function YamlJsonConverter() {
  return <KitView declaration={yamlJsonConverter} />;
}
