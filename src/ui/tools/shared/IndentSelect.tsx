import { Select } from '../../components/Select';

export type Indent = '2' | '4' | '8' | 'tab';

const LABELS: Record<Indent, string> = { '2': '2 spaces', '4': '4 spaces', '8': '8 spaces', tab: 'Tab' };

interface IndentSelectProps<V extends Indent> {
  value: V;
  /** The indents this formatter offers, in order. */
  choices: readonly V[];
  onChange: (indent: V) => void;
}

/** The Indent choice every formatter offers (JSON, HTML, CSS, JavaScript, XML). */
export function IndentSelect<V extends Indent>({ value, choices, onChange }: IndentSelectProps<V>) {
  return (
    <div className="w-40">
      <Select
        label="Indent"
        value={value}
        options={choices.map((choice) => ({ value: choice, label: LABELS[choice] }))}
        onChange={onChange}
      />
    </div>
  );
}
