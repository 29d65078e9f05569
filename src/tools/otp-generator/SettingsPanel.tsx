import { OTP_TEXTS } from './words';
import { Panel } from '../../ui/components/Panel';
import { Select } from '../../ui/components/Select';
import { TextField } from '../../ui/components/TextField';
import { ALGORITHM_OPTIONS, DIGIT_OPTIONS, KIND_OPTIONS, PERIOD_OPTIONS, type OtpSettings } from './options';
import type { OtpState } from './useOtpState';

/** Type, algorithm, digits, period (TOTP) or counter (HOTP), and the label an app shows. */
export function SettingsPanel({ state }: { state: OtpState }) {
  const { settings } = state;
  const set =
    <K extends keyof OtpSettings>(key: K) =>
    (value: OtpSettings[K]) =>
      state.setSettings((current) => ({ ...current, [key]: value }));
  return (
    <Panel title={OTP_TEXTS.settingsPanel}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label={OTP_TEXTS.kind} value={settings.kind} options={KIND_OPTIONS} onChange={set('kind')} />
        <Select
          label={OTP_TEXTS.algorithm}
          value={settings.algorithm}
          options={ALGORITHM_OPTIONS}
          onChange={set('algorithm')}
        />
        <Select label={OTP_TEXTS.digits} value={settings.digits} options={DIGIT_OPTIONS} onChange={set('digits')} />
        {settings.kind === 'totp' ? (
          <Select label={OTP_TEXTS.period} value={settings.period} options={PERIOD_OPTIONS} onChange={set('period')} />
        ) : (
          <TextField
            label={OTP_TEXTS.counter}
            value={settings.counterText}
            onChange={set('counterText')}
            inputMode="numeric"
            onBlur={() => set('counterText')(String(state.counter))}
          />
        )}
        <TextField label={OTP_TEXTS.issuer} value={settings.issuer} onChange={set('issuer')} />
        <TextField label={OTP_TEXTS.account} value={settings.account} onChange={set('account')} />
      </div>
    </Panel>
  );
}
