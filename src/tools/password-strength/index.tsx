import { KitView } from '../../ui/kit/KitView';
import { passwordStrength } from './declaration';

export default function PasswordStrength() {
  return <KitView declaration={passwordStrength} />;
}
