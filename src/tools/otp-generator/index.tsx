import { buildUri, type OtpAccount } from './core';
import { OTP_TEXTS } from './words';
import { Panel } from '../../ui/components/Panel';
import type { ToolViewProps } from '../../ui/tools/registry';
import { HotpCodes, TotpCodes } from './Codes';
import { ImportPanel } from './ImportPanel';
import { SecretPanel } from './SecretPanel';
import { SettingsPanel } from './SettingsPanel';
import { UriPanel } from './UriPanel';
import { useOtpState, type OtpState } from './useOtpState';
import { useShareableSettings } from './useShareableSettings';
import { VerifyPanel } from './VerifyPanel';

function CodesPanel({ state, bytes }: { state: OtpState; bytes: Uint8Array | null }) {
  const { settings, codeSettings, counter } = state;
  const next = () => state.setSettings((current) => ({ ...current, counterText: String(counter + 1) }));
  return (
    <Panel title={OTP_TEXTS.codesPanel}>
      {!bytes ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{OTP_TEXTS.enterSecret}</p>
      ) : settings.kind === 'totp' ? (
        <TotpCodes secret={bytes} settings={codeSettings} />
      ) : (
        <HotpCodes secret={bytes} settings={codeSettings} counter={counter} onNext={next} />
      )}
    </Panel>
  );
}

function accountOf(state: OtpState): OtpAccount {
  const { settings, codeSettings } = state;
  return {
    ...codeSettings,
    kind: settings.kind,
    secret: state.secret.base32,
    counter: state.counter,
    issuer: settings.issuer.trim(),
    account: settings.account.trim(),
  };
}

export default function OtpGenerator(_props: ToolViewProps) {
  const state = useOtpState();
  const bytes = state.secret.bytes;
  const uri = bytes ? buildUri(accountOf(state)) : '';
  // The secret as typed and as read, and every text that holds it, never reach a share link.
  useShareableSettings(state, [state.secretText, state.secret.base32, uri]);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="flex flex-col gap-6">
          <SecretPanel state={state} />
          <SettingsPanel state={state} />
        </div>
        <div className="flex flex-col gap-6">
          <CodesPanel state={state} bytes={bytes} />
          <VerifyPanel
            secret={bytes}
            settings={state.codeSettings}
            kind={state.settings.kind}
            counter={state.counter}
          />
        </div>
      </div>
      {bytes && <UriPanel uri={uri} />}
      <ImportPanel onAccount={state.applyAccount} />
    </div>
  );
}
