import { KitView } from '../../kit/KitView';
import { tomlJsonConverter } from './declaration';

export default function TomlJsonConverter() {
  return <KitView declaration={tomlJsonConverter} />;
}
