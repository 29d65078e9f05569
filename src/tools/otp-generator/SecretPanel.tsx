import { RefreshCw } from 'lucide-react';
import { OTP_TEXTS } from './words';
import { Button } from '../../ui/components/Button';
import { REVEALS_RESULT } from '../../ui/components/reveal';
import { CopyButton } from '../../ui/components/CopyButton';
import { Panel } from '../../ui/components/Panel';
import { useExampleCycle } from '../../ui/components/useExampleCycle';
import { KitMaskedField } from '../../ui/kit/KitMaskedField';
import { OTP_EXAMPLES } from './examples';
import type { OtpState } from './useOtpState';

/** The Base32 secret: typed or pasted (masked, with Show), made new, or an RFC's test vector; a fault is said under the field. */
export function SecretPanel({ state }: { state: OtpState }) {
  const { secret } = state;
  const example = useExampleCycle(OTP_EXAMPLES, (chosen) => state.applyAccount(chosen.account));
  return (
    <Panel title={OTP_TEXTS.secretPanel}>
      <KitMaskedField
        label={OTP_TEXTS.secret}
        value={state.secretText}
        onChange={state.setSecretText}
        placeholder={OTP_TEXTS.secretPlaceholder}
        error={secret.error}
        className="font-mono"
      />
      {state.shortSecret !== null && (
        <p className="text-sm text-amber-800 dark:text-amber-200">{OTP_TEXTS.shortSecret(state.shortSecret)}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button mainAction onClick={state.regenerate}>
          <RefreshCw aria-hidden className="size-4" /> {OTP_TEXTS.newSecret}
        </Button>
        <Button variant="secondary" onClick={example.load} title={example.title} {...REVEALS_RESULT}>
          {example.label}
        </Button>
        {secret.bytes && (
          <CopyButton text={secret.base32} label={OTP_TEXTS.copySecret} successMessage={OTP_TEXTS.copied} />
        )}
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">{OTP_TEXTS.privacy}</p>
    </Panel>
  );
}
