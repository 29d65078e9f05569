import { KitView } from '../../kit/KitView';
import { passwordHasher } from './declaration';

export default function PasswordHasher() {
  return <KitView declaration={passwordHasher} />;
}
