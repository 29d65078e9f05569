import { BULK_MAX } from './core';
import { PASSWORD_TEXTS } from './words';
import { generateSecretsFileInWorker } from './in-worker';
import { Panel } from '../../ui/components/Panel';
import { Select, type SelectOption } from '../../ui/components/Select';
import type { ToolViewProps } from '../../ui/tools/registry';
import { BulkDownload } from '../../ui/tools/shared/BulkDownload';
import { PassphraseOptionsFields } from './PassphraseOptionsFields';
import { PasswordOptionsFields } from './PasswordOptionsFields';
import { SecretField } from './SecretField';
import { StrengthMeter } from './StrengthMeter';
import { useSecret, type Mode, type Settings } from './useSecret';
import { useShareableSettings } from './useShareableSettings';

const MODES: SelectOption<Mode>[] = [
  { value: 'password', label: PASSWORD_TEXTS.modePassword },
  { value: 'passphrase', label: PASSWORD_TEXTS.modePassphrase },
];

const bulkInput = (settings: Settings, count: number) =>
  settings.mode === 'password'
    ? { mode: settings.mode, options: settings.password, count }
    : { mode: settings.mode, options: settings.passphrase, count };

export default function PasswordGenerator(_props: ToolViewProps) {
  const { settings, update, regenerate, secret, bits } = useSecret();
  useShareableSettings(settings, update, secret);
  const noun = settings.mode === 'password' ? PASSWORD_TEXTS.nounPasswords : PASSWORD_TEXTS.nounPassphrases;
  return (
    <div className="flex flex-col gap-6">
      <Panel title={PASSWORD_TEXTS.generatePanel}>
        <SecretField
          label={settings.mode === 'password' ? PASSWORD_TEXTS.password : PASSWORD_TEXTS.passphrase}
          value={secret}
          onGenerate={regenerate}
        />
        <StrengthMeter secret={secret} bits={bits} />
      </Panel>
      <Panel title={PASSWORD_TEXTS.optionsPanel}>
        <Select
          label={PASSWORD_TEXTS.type}
          value={settings.mode}
          options={MODES}
          onChange={(mode) => update({ ...settings, mode })}
        />
        {settings.mode === 'password' ? (
          <PasswordOptionsFields value={settings.password} onChange={(password) => update({ ...settings, password })} />
        ) : (
          <PassphraseOptionsFields
            value={settings.passphrase}
            onChange={(passphrase) => update({ ...settings, passphrase })}
          />
        )}
      </Panel>
      <Panel title={PASSWORD_TEXTS.bulkPanel}>
        <p className="text-sm text-slate-600 dark:text-slate-300">{PASSWORD_TEXTS.bulkNote(noun)}</p>
        <BulkDownload
          noun={noun}
          max={BULK_MAX}
          defaultCount={100_000}
          generate={(count) => (signal, onProgress) =>
            generateSecretsFileInWorker(bulkInput(settings, count), { signal, onProgress })
          }
          fileName={(count) => PASSWORD_TEXTS.bulkFileName(noun, count)}
        />
      </Panel>
    </div>
  );
}
