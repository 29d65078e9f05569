import { KitView } from '../../ui/kit/KitView';
import { markdownPreview } from './declaration';

export default function MarkdownPreview() {
  return <KitView declaration={markdownPreview} />;
}
