import { KitView } from '../../ui/kit/KitView';
import { regexTester } from './declaration';

export default function RegexTester() {
  return <KitView declaration={regexTester} />;
}
