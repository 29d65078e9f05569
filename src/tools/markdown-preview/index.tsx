import { KitView } from '../../kit/KitView';
import { markdownPreview } from './declaration';

export default function MarkdownPreview() {
  return <KitView declaration={markdownPreview} />;
}
