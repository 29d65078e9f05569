import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useMemo, useState, type InputHTMLAttributes } from 'react';
import { matchZones, timeZoneNames } from '../../core/shared/time-zones';
import { FieldFrame, fieldClass } from './FieldFrame';
import { LIST_CLASS, OPTION_CLASS } from './Select';

interface ZonePickerProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'placeholder'> {
  label: string;
  value: string;
  onChange: (zone: string) => void;
  /** Inline error shown under the field (and announced). */
  error?: string;
}

/**
 * A time zone field that suggests as you type: the browser's IANA zones (and UTC) matching the text ('lon' offers
 * Europe/London), chosen with the arrows and Enter or a click. The text stays free: a zone the list lacks can still
 * be typed, and the tool says whether it knows it. The list renders only while open.
 */
export function ZonePicker({ label, value, onChange, error, placeholder }: ZonePickerProps) {
  const [query, setQuery] = useState('');
  const zones = useMemo(() => (query === '' ? [] : matchZones(query, timeZoneNames())), [query]);
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <Combobox
          value={value}
          onChange={(zone: string | null) => zone !== null && onChange(zone)}
          onClose={() => setQuery('')}
        >
          <ComboboxInput
            {...control}
            className={fieldClass}
            placeholder={placeholder}
            spellCheck={false}
            autoComplete="off"
            displayValue={() => value}
            onChange={(event) => {
              setQuery(event.target.value);
              onChange(event.target.value);
            }}
            // Leaving the field (Tab, another field) closes the suggestions.
            onBlur={() => setQuery('')}
          />
          {zones.length > 0 && (
            // Not modal: the rest of the page stays usable (and scrollable) while suggestions show.
            <ComboboxOptions
              modal={false}
              anchor={{ to: 'bottom start', gap: 4 }}
              className={`${LIST_CLASS} w-(--input-width) min-w-64`}
            >
              {zones.map((zone) => (
                <ComboboxOption key={zone} value={zone} className={OPTION_CLASS}>
                  {zone}
                </ComboboxOption>
              ))}
            </ComboboxOptions>
          )}
        </Combobox>
      )}
    </FieldFrame>
  );
}
