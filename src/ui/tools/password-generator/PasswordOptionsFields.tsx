import { LENGTH, LOOK_ALIKES, type PasswordOptions, type SetName } from '../../../core/tools/password-generator';
import { SliderInput } from '../../components/SliderInput';
import { Toggle } from '../../components/Toggle';

const SET_LABELS: [SetName, string][] = [
  ['uppercase', 'Uppercase'],
  ['lowercase', 'Lowercase'],
  ['numbers', 'Numbers'],
  ['symbols', 'Symbols'],
];

interface Props {
  value: PasswordOptions;
  onChange: (value: PasswordOptions) => void;
}

export function PasswordOptionsFields({ value, onChange }: Props) {
  return (
    <div className="flex flex-col gap-4">
      <SliderInput
        label="Length"
        value={value.length}
        min={LENGTH.min}
        max={LENGTH.max}
        step={LENGTH.step}
        onChange={(length) => onChange({ ...value, length })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {SET_LABELS.map(([name, label]) => (
          <Toggle
            key={name}
            label={label}
            checked={value.sets[name]}
            onChange={(on) => onChange({ ...value, sets: { ...value.sets, [name]: on } })}
          />
        ))}
      </div>
      <Toggle
        label="Exclude look-alike characters"
        description={`Leaves out ${[...LOOK_ALIKES].join(' ')}`}
        checked={value.excludeLookAlikes}
        onChange={(excludeLookAlikes) => onChange({ ...value, excludeLookAlikes })}
      />
    </div>
  );
}
