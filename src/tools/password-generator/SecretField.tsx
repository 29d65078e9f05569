import { RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { PASSWORD_TEXTS } from './words';
import { Button } from '../../ui/components/Button';
import { CopyButton } from '../../ui/components/CopyButton';
import { fieldClass } from '../../ui/components/FieldFrame';
import { RevealToggle } from '../../ui/components/RevealToggle';

interface SecretFieldProps {
  label: string;
  value: string;
  onGenerate: () => void;
}

/** The generated secret: a read-only field, masked until shown, with Show/Hide, Copy and Generate. */
export function SecretField({ label, value, onGenerate }: SecretFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          readOnly
          spellCheck={false}
          autoComplete="off"
          className={`${fieldClass} min-w-0 flex-1 basis-64`}
        />
        <RevealToggle visible={visible} onToggle={setVisible} name={label} />
        <CopyButton
          text={value}
          successMessage={PASSWORD_TEXTS.copied}
          ariaLabel={PASSWORD_TEXTS.copy(label.toLowerCase())}
        />
        <Button mainAction onClick={onGenerate}>
          <RefreshCw aria-hidden className="size-4" /> {PASSWORD_TEXTS.generate}
        </Button>
      </div>
    </div>
  );
}
