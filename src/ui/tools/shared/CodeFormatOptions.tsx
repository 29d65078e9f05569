import type { CodeFormatOptions as Options, PrintWidth } from '../../../core/shared/code-format';
import { oneOf } from '../../../core/site/share-checks';
import { Select } from '../../components/Select';
import type { ShareChecks } from './shareable';
import { IndentSelect } from './IndentSelect';

const WIDTHS = [
  { value: '80', label: '80 characters' },
  { value: '100', label: '100 characters' },
  { value: '120', label: '120 characters' },
] as const satisfies readonly { value: PrintWidth; label: string }[];

const INDENTS = ['2', '4', 'tab'] as const;

/** What a share link may set: the choices offered here. */
export const CODE_FORMAT_CHECKS: ShareChecks<Options> = {
  indent: oneOf(INDENTS),
  printWidth: oneOf(WIDTHS.map((width) => width.value)),
};

interface CodeFormatOptionsProps {
  options: Options;
  onChange: (options: Options) => void;
}

/** Indent and line width of a Prettier-formatted output. */
export function CodeFormatOptions({ options, onChange }: CodeFormatOptionsProps) {
  return (
    <div className="flex flex-wrap items-end gap-6">
      <IndentSelect value={options.indent} choices={INDENTS} onChange={(indent) => onChange({ ...options, indent })} />
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
