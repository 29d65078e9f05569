import type { JsonFormatOptions, JsonIndent } from '../../../core/tools/json-formatter';
import { Select } from '../../components/Select';
import { Toggle } from '../../components/Toggle';

const INDENTS = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
  { value: 'tab', label: 'Tab' },
] as const satisfies readonly { value: JsonIndent; label: string }[];

interface JsonOptionsProps {
  options: JsonFormatOptions;
  onChange: (options: JsonFormatOptions) => void;
}

/** Indent and key order of the formatted output. */
export function JsonOptions({ options, onChange }: JsonOptionsProps) {
  return (
    <div className="flex flex-wrap items-end gap-6">
      <div className="w-40">
        <Select
          label="Indent"
          value={options.indent}
          options={INDENTS}
          onChange={(indent) => onChange({ ...options, indent })}
        />
      </div>
      <Toggle
        label="Sort keys"
        checked={options.sortKeys}
        onChange={(sortKeys) => onChange({ ...options, sortKeys })}
      />
    </div>
  );
}
