import { LENGTH, LOOK_ALIKES, type PasswordOptions, type SetName } from './core';
import { PASSWORD_TEXTS } from './words';
import { SliderInput } from '../../ui/components/SliderInput';
import { Toggle } from '../../ui/components/Toggle';

const SET_LABELS: [SetName, string][] = [
  ['uppercase', PASSWORD_TEXTS.uppercase],
  ['lowercase', PASSWORD_TEXTS.lowercase],
  ['numbers', PASSWORD_TEXTS.numbers],
  ['symbols', PASSWORD_TEXTS.symbols],
];

interface Props {
  value: PasswordOptions;
  onChange: (value: PasswordOptions) => void;
}

export function PasswordOptionsFields({ value, onChange }: Props) {
  return (
    <div className="flex flex-col gap-4">
      <SliderInput
        label={PASSWORD_TEXTS.length}
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
        label={PASSWORD_TEXTS.excludeLookAlikes}
        description={PASSWORD_TEXTS.leavesOut([...LOOK_ALIKES].join(' '))}
        checked={value.excludeLookAlikes}
        onChange={(excludeLookAlikes) => onChange({ ...value, excludeLookAlikes })}
      />
    </div>
  );
}
