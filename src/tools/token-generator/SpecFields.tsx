import type { SpecField } from './core';
import { TOKEN_TEXTS } from './words';
import { Select } from '../../ui/components/Select';
import { TextField } from '../../ui/components/TextField';
import type { ToolError } from '../../core/shared/tool-error';
import { CHARSET_OPTIONS, type TokenSettings } from './options';

interface SpecFieldsProps {
  settings: TokenSettings;
  set: <K extends keyof TokenSettings>(key: K, value: TokenSettings[K]) => void;
  faults: Partial<Record<SpecField, ToolError>>;
}

const said = (error: ToolError | undefined) =>
  error ? `${error.title}. ${error.description ?? ''}`.trim() : undefined;

/** The fields each kind has: NanoID's alphabet and size, a random string's characters and length, a key's prefix. */
export function SpecFields({ settings, set, faults }: SpecFieldsProps) {
  const { kind } = settings;
  if (kind === 'ulid' || kind === 'objectid') return null;
  const length = (
    <TextField
      label={kind === 'nanoid' ? TOKEN_TEXTS.size : TOKEN_TEXTS.length}
      value={settings.lengthText}
      onChange={(v) => set('lengthText', v)}
      inputMode="numeric"
      error={said(faults.length)}
    />
  );
  const alphabet = (
    <TextField
      label={TOKEN_TEXTS.alphabet}
      value={settings.alphabet}
      onChange={(v) => set('alphabet', v)}
      className="font-mono"
      error={said(faults.alphabet)}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {kind === 'random' && (
        <Select
          label={TOKEN_TEXTS.charset}
          value={settings.charset}
          options={CHARSET_OPTIONS}
          onChange={(v) => set('charset', v)}
        />
      )}
      {kind === 'api-key' && (
        <TextField
          label={TOKEN_TEXTS.prefix}
          value={settings.prefix}
          onChange={(v) => set('prefix', v)}
          placeholder={TOKEN_TEXTS.prefixPlaceholder}
          className="font-mono"
          error={said(faults.prefix)}
        />
      )}
      {length}
      {(kind === 'nanoid' || (kind === 'random' && settings.charset === 'custom')) && (
        <div className="sm:col-span-2">{alphabet}</div>
      )}
    </div>
  );
}
