import { Eye, EyeOff } from 'lucide-react';
import { Button } from './Button';
import { COMPONENT_TEXTS } from './messages';

interface RevealToggleProps {
  /** The secret is shown as text (else masked). */
  visible: boolean;
  onToggle: (visible: boolean) => void;
  /** What the secret is, as the button names it: 'Show password', 'Hide HMAC key'. */
  name: string;
}

/** The show/hide button beside a masked secret (a generated password, an HMAC key): pressed while it is shown. */
export function RevealToggle({ visible, onToggle, name }: RevealToggleProps) {
  return (
    <Button
      variant="secondary"
      aria-label={visible ? COMPONENT_TEXTS.hide(name) : COMPONENT_TEXTS.show(name)}
      aria-pressed={visible}
      onClick={() => onToggle(!visible)}
    >
      {visible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
    </Button>
  );
}
