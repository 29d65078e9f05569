import { WORDS, type PassphraseOptions } from '../../../core/tools/password-generator';
import { Select, type SelectOption } from '../../components/Select';
import { SliderInput } from '../../components/SliderInput';
import { Toggle } from '../../components/Toggle';

type SeparatorName = 'hyphen' | 'space' | 'period' | 'underscore';

export const SEPARATORS: Record<SeparatorName, string> = { hyphen: '-', space: ' ', period: '.', underscore: '_' };

const SEPARATOR_OPTIONS: SelectOption<SeparatorName>[] = [
  { value: 'hyphen', label: 'Hyphen (-)' },
  { value: 'space', label: 'Space' },
  { value: 'period', label: 'Period (.)' },
  { value: 'underscore', label: 'Underscore (_)' },
];

const nameOf = (separator: string) =>
  (Object.keys(SEPARATORS) as SeparatorName[]).find((name) => SEPARATORS[name] === separator) ?? 'hyphen';

interface Props {
  value: PassphraseOptions;
  onChange: (value: PassphraseOptions) => void;
}

export function PassphraseOptionsFields({ value, onChange }: Props) {
  return (
    <div className="flex flex-col gap-4">
      <SliderInput
        label="Words"
        value={value.words}
        min={WORDS.min}
        max={WORDS.max}
        onChange={(words) => onChange({ ...value, words })}
      />
      <Select
        label="Separator"
        value={nameOf(value.separator)}
        options={SEPARATOR_OPTIONS}
        onChange={(name) => onChange({ ...value, separator: SEPARATORS[name] })}
      />
      <Toggle
        label="Capitalise words"
        checked={value.capitalise}
        onChange={(capitalise) => onChange({ ...value, capitalise })}
      />
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Words are drawn from the EFF long word list (7,776 words, 12.9 bits each), which ships with this site.
      </p>
    </div>
  );
}
