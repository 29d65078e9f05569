import { KitView } from '../../ui/kit/KitView';
import { slugifyTool } from './declaration';

export default function Slugify() {
  return <KitView declaration={slugifyTool} />;
}
