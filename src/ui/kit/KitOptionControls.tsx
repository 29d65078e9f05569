import { Select } from '../components/Select';
import { Toggle } from '../components/Toggle';
import { textFor, type KitOptions, type AnyOptionField, type OptionFields } from './declaration';

interface KitOptionControlsProps<O extends KitOptions<O>> {
  fields: OptionFields<O>;
  options: O;
  onChange: (options: O) => void;
  /** The current action: options declared for other actions are hidden. */
  action: string;
}

const shownFor = <O,>(field: AnyOptionField<O>, action: string, options: O) =>
  (!field.actions || field.actions.includes(action)) && (!field.when || field.when(options));

/** The declared options as controls: a select for choices, a switch for a yes/no. */
export function KitOptionControls<O extends KitOptions<O>>({
  fields,
  options,
  onChange,
  action,
}: KitOptionControlsProps<O>) {
  const keys = (Object.keys(fields) as (keyof O & string)[]).filter((key) =>
    shownFor(fields[key] as AnyOptionField<O>, action, options),
  );
  if (keys.length === 0) return null;
  return (
    <>
      {keys.map((key) => {
        const field = fields[key] as AnyOptionField<O>;
        const set = (value: string | boolean) => onChange({ ...options, [key]: value });
        return field.kind === 'select' ? (
          <div key={key} className="min-w-40">
            <Select label={field.label} value={options[key] as string} options={field.choices} onChange={set} />
          </div>
        ) : (
          <Toggle
            key={key}
            label={textFor(field.label, options)}
            description={field.description}
            checked={options[key] as boolean}
            onChange={set}
          />
        );
      })}
    </>
  );
}
