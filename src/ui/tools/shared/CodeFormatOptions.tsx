import type { CodeFormatOptions as Options, CodeIndent, PrintWidth } from '../../../core/shared/code-format';
import { Select } from '../../components/Select';

const INDENTS = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
  { value: 'tab', label: 'Tab' },
] as const satisfies readonly { value: CodeIndent; label: string }[];

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
      <div className="w-40">
        <Select
          label="Indent"
          value={options.indent}
          options={INDENTS}
          onChange={(indent) => onChange({ ...options, indent })}
        />
      </div>
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
