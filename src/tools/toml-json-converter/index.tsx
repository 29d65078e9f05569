import { KitView } from '../../ui/kit/KitView';
import { tomlJsonConverter } from './declaration';

export default function TomlJsonConverter() {
  return <KitView declaration={tomlJsonConverter} />;
}
