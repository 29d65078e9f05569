import { KitView } from '../../ui/kit/KitView';
import { jwtDecoder } from './declaration';

export default function JwtDecoder() {
  return <KitView declaration={jwtDecoder} />;
}
