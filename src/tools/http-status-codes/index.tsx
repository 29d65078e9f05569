import { KitView } from '../../ui/kit/KitView';
import { httpStatusCodes } from './declaration';

export default function HttpStatusCodes() {
  return <KitView declaration={httpStatusCodes} />;
}
