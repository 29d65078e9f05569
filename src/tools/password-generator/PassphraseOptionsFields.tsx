import { WORDS, type PassphraseOptions } from './core';
import { PASSWORD_TEXTS } from './words';
import { Select, type SelectOption } from '../../ui/components/Select';
import { SliderInput } from '../../ui/components/SliderInput';
import { Toggle } from '../../ui/components/Toggle';

type SeparatorName = 'hyphen' | 'space' | 'period' | 'underscore';

export const SEPARATORS: Record<SeparatorName, string> = { hyphen: '-', space: ' ', period: '.', underscore: '_' };

const SEPARATOR_OPTIONS: SelectOption<SeparatorName>[] = [
  { value: 'hyphen', label: PASSWORD_TEXTS.separatorHyphen },
  { value: 'space', label: PASSWORD_TEXTS.separatorSpace },
  { value: 'period', label: PASSWORD_TEXTS.separatorPeriod },
  { value: 'underscore', label: PASSWORD_TEXTS.separatorUnderscore },
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
        label={PASSWORD_TEXTS.words}
        value={value.words}
        min={WORDS.min}
        max={WORDS.max}
        onChange={(words) => onChange({ ...value, words })}
      />
      <Select
        label={PASSWORD_TEXTS.separator}
        value={nameOf(value.separator)}
        options={SEPARATOR_OPTIONS}
        onChange={(name) => onChange({ ...value, separator: SEPARATORS[name] })}
      />
      <Toggle
        label={PASSWORD_TEXTS.capitaliseWords}
        checked={value.capitalise}
        onChange={(capitalise) => onChange({ ...value, capitalise })}
      />
      <p className="text-xs text-slate-500 dark:text-slate-400">{PASSWORD_TEXTS.wordListNote}</p>
    </div>
  );
}
