import type { JsonFormatOptions } from '../../../core/tools/json-formatter';
import { isBoolean, oneOf } from '../../../core/site/share-checks';
import { Toggle } from '../../components/Toggle';
import type { ShareChecks } from '../shared/shareable';
import { IndentSelect } from '../shared/IndentSelect';

const INDENTS = ['2', '4', 'tab'] as const;

/** What a share link may set: the choices offered here. */
export const JSON_OPTION_CHECKS: ShareChecks<JsonFormatOptions> = { indent: oneOf(INDENTS), sortKeys: isBoolean };

interface JsonOptionsProps {
  options: JsonFormatOptions;
  onChange: (options: JsonFormatOptions) => void;
}

/** Indent and key order of the formatted output. */
export function JsonOptions({ options, onChange }: JsonOptionsProps) {
  return (
    <div className="flex flex-wrap items-end gap-6">
      <IndentSelect value={options.indent} choices={INDENTS} onChange={(indent) => onChange({ ...options, indent })} />
      <Toggle
        label="Sort keys"
        checked={options.sortKeys}
        onChange={(sortKeys) => onChange({ ...options, sortKeys })}
      />
    </div>
  );
}
