import { KitView } from '../../ui/kit/KitView';
import { loremIpsumGenerator } from './declaration';

export default function LoremIpsumGenerator() {
  return <KitView declaration={loremIpsumGenerator} />;
}
