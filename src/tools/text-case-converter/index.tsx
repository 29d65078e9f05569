import { KitView } from '../../ui/kit/KitView';
import { textCaseConverter } from './declaration';

export default function TextCaseConverter() {
  return <KitView declaration={textCaseConverter} />;
}
