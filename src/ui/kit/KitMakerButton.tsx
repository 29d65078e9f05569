import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../components/Button';
import { notify } from '../notify';
import { notifyToolError } from '../components/notifyToolError';
import type { KitOptionMaker } from './declaration';

interface KitMakerButtonProps<O> {
  maker: KitOptionMaker<O>;
  options: O;
  onChange: (options: O) => void;
}

/** A text option's maker (see `KitOptionMaker`): it sets the options it makes over the newest ones when it is done. */
export function KitMakerButton<O>({ maker, options, onChange }: KitMakerButtonProps<O>) {
  const [busy, setBusy] = useState(false);
  // The options may change while the value is made (a keystroke): it is set over the newest ones.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  }, [options]);
  const make = async () => {
    setBusy(true);
    try {
      const made = await maker.make(latest.current);
      onChange({ ...latest.current, ...made });
      if (maker.success) notify.success(maker.success);
    } catch (error) {
      notifyToolError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      className="mt-2 self-start"
      onClick={() => void make()}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      <Sparkles aria-hidden className="size-4" /> {maker.label}
    </Button>
  );
}
