import type { CodeFormatOptions as Options, PrintWidth } from '../../../core/shared/code-format';
import { Select } from '../../components/Select';
import { IndentSelect } from './IndentSelect';

const WIDTHS = [
  { value: '80', label: '80 characters' },
  { value: '100', label: '100 characters' },
  { value: '120', label: '120 characters' },
] as const satisfies readonly { value: PrintWidth; label: string }[];

interface CodeFormatOptionsProps {
  options: Options;
  onChange: (options: Options) => void;
}

/** Indent and line width of a Prettier-formatted output. */
export function CodeFormatOptions({ options, onChange }: CodeFormatOptionsProps) {
  return (
    <div className="flex flex-wrap items-end gap-6">
      <IndentSelect
        value={options.indent}
        choices={['2', '4', 'tab']}
        onChange={(indent) => onChange({ ...options, indent })}
      />
      <div className="w-44">
        <Select
          label="Line width"
          value={options.printWidth}
          options={WIDTHS}
          onChange={(printWidth) => onChange({ ...options, printWidth })}
        />
      </div>
    </div>
  );
}
