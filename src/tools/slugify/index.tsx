import { KitView } from '../../kit/KitView';
import { slugifyTool } from './declaration';

export default function Slugify() {
  return <KitView declaration={slugifyTool} />;
}
