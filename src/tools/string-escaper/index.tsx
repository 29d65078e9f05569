import { KitView } from '../../ui/kit/KitView';
import { stringEscaper } from './declaration';

export default function StringEscaper() {
  return <KitView declaration={stringEscaper} />;
}
