import type { JsonFormatOptions } from '../../../core/tools/json-formatter';
import { Toggle } from '../../components/Toggle';
import { IndentSelect } from '../shared/IndentSelect';

interface JsonOptionsProps {
  options: JsonFormatOptions;
  onChange: (options: JsonFormatOptions) => void;
}

/** Indent and key order of the formatted output. */
export function JsonOptions({ options, onChange }: JsonOptionsProps) {
  return (
    <div className="flex flex-wrap items-end gap-6">
      <IndentSelect
        value={options.indent}
        choices={['2', '4', 'tab']}
        onChange={(indent) => onChange({ ...options, indent })}
      />
      <Toggle
        label="Sort keys"
        checked={options.sortKeys}
        onChange={(sortKeys) => onChange({ ...options, sortKeys })}
      />
    </div>
  );
}
