import { KitView } from '../../ui/kit/KitView';
import { passwordHasher } from './declaration';

export default function PasswordHasher() {
  return <KitView declaration={passwordHasher} />;
}
