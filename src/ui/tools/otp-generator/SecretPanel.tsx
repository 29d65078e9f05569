import { RefreshCw } from 'lucide-react';
import { OTP_TEXTS } from '../../../core/tools/otp-generator/messages';
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';
import { Panel } from '../../components/Panel';
import { KitMaskedField } from '../../kit/KitMaskedField';
import type { OtpState } from './useOtpState';

/** The Base32 secret: typed or pasted (masked, with Show), or made new; a fault is said under the field. */
export function SecretPanel({ state }: { state: OtpState }) {
  const { secret } = state;
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
        {secret.bytes && (
          <CopyButton text={secret.base32} label={OTP_TEXTS.copySecret} successMessage={OTP_TEXTS.copied} />
        )}
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">{OTP_TEXTS.privacy}</p>
    </Panel>
  );
}
