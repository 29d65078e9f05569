import { useState, type ComponentProps } from 'react';
import { TextField } from '../components/TextField';
import { RevealToggle } from '../components/RevealToggle';

/** A declared secret's one-line field (a key, a password): masked, with a Show button, as the HMAC key is. */
export function KitMaskedField(props: ComponentProps<typeof TextField>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <TextField {...props} type={visible ? 'text' : 'password'} />
      </div>
      <RevealToggle visible={visible} onToggle={setVisible} name={props.label} />
    </div>
  );
}

/** The field a declared input or option shows: masked when it is a secret. */
export const KitField = ({ secret, ...props }: ComponentProps<typeof TextField> & { secret?: boolean }) =>
  secret ? <KitMaskedField {...props} /> : <TextField {...props} />;
