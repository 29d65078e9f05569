import { KitView } from '../../kit/KitView';
import { textCaseConverter } from './declaration';

export default function TextCaseConverter() {
  return <KitView declaration={textCaseConverter} />;
}
