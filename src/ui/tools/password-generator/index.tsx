import { BULK_MAX } from '../../../core/tools/password-generator';
import { generateSecretsFileInWorker } from '../../../workers/password-generator';
import { Panel } from '../../components/Panel';
import { Select, type SelectOption } from '../../components/Select';
import type { ToolViewProps } from '../registry';
import { BulkDownload } from '../shared/BulkDownload';
import { PassphraseOptionsFields } from './PassphraseOptionsFields';
import { PasswordOptionsFields } from './PasswordOptionsFields';
import { SecretField } from './SecretField';
import { StrengthMeter } from './StrengthMeter';
import { useSecret, type Mode, type Settings } from './useSecret';
import { useShareableSettings } from './useShareableSettings';

const MODES: SelectOption<Mode>[] = [
  { value: 'password', label: 'Password' },
  { value: 'passphrase', label: 'Passphrase (EFF word list)' },
];

const bulkInput = (settings: Settings, count: number) =>
  settings.mode === 'password'
    ? { mode: settings.mode, options: settings.password, count }
    : { mode: settings.mode, options: settings.passphrase, count };

export default function PasswordGenerator(_props: ToolViewProps) {
  const { settings, update, regenerate, secret, bits } = useSecret();
  useShareableSettings(settings, update, secret);
  const noun = settings.mode === 'password' ? 'passwords' : 'passphrases';
  return (
    <div className="flex flex-col gap-6">
      <Panel>
        <SecretField
          label={settings.mode === 'password' ? 'Password' : 'Passphrase'}
          value={secret}
          onGenerate={regenerate}
        />
        <StrengthMeter secret={secret} bits={bits} />
      </Panel>
      <Panel title="Options">
        <Select label="Type" value={settings.mode} options={MODES} onChange={(mode) => update({ ...settings, mode })} />
        {settings.mode === 'password' ? (
          <PasswordOptionsFields value={settings.password} onChange={(password) => update({ ...settings, password })} />
        ) : (
          <PassphraseOptionsFields
            value={settings.passphrase}
            onChange={(passphrase) => update({ ...settings, passphrase })}
          />
        )}
      </Panel>
      <Panel title="Bulk generation">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Many {noun} with the options above, one per line, generated in a background worker on your device.
        </p>
        <BulkDownload
          noun={noun}
          max={BULK_MAX}
          defaultCount={100_000}
          generate={(count) => (signal, onProgress) =>
            generateSecretsFileInWorker(bulkInput(settings, count), { signal, onProgress })
          }
          fileName={(count) => `${noun}-${count}.txt`}
        />
      </Panel>
    </div>
  );
}
