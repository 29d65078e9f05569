import { UUID_TEXTS } from './words';
import { Select } from '../../ui/components/Select';
import { TextEditor } from '../../ui/components/TextEditor';
import { TextField } from '../../ui/components/TextField';
import { NAMESPACE_OPTIONS, type NamespaceChoice } from './options';

export interface NameInput {
  namespace: NamespaceChoice;
  customNamespace: string;
  names: string;
}

/** Version 5's inputs: a namespace and the names to hash, one UUID per line. */
export function NameFields({ value, onChange }: { value: NameInput; onChange: (value: NameInput) => void }) {
  return (
    <div className="flex flex-col gap-3">
      <Select
        label={UUID_TEXTS.namespace}
        value={value.namespace}
        options={NAMESPACE_OPTIONS}
        onChange={(namespace) => onChange({ ...value, namespace })}
      />
      {value.namespace === 'custom' && (
        <TextField
          label={UUID_TEXTS.customNamespaceUuid}
          value={value.customNamespace}
          onChange={(customNamespace) => onChange({ ...value, customNamespace })}
        />
      )}
      <TextEditor
        label={UUID_TEXTS.names}
        value={value.names}
        onChange={(names) => onChange({ ...value, names })}
        rows={3}
      />
    </div>
  );
}
