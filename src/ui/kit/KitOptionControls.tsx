import { useState, type ReactNode } from 'react';
import { DateTimeField } from '../components/DateTimeField';
import { Select } from '../components/Select';
import { Tabs, type TabItem } from '../components/Tabs';
import { Toggle } from '../components/Toggle';
import { ZonePicker } from '../components/ZonePicker';
import { KitField } from './KitMaskedField';
import { placedFor, textFor, type KitOptions, type AnyOptionField, type OptionFields } from './declaration';
import { KitMakerButton } from './KitMakerButton';
import { KIT_MESSAGES } from './messages';

interface KitOptionControlsProps<O extends KitOptions<O>> {
  fields: OptionFields<O>;
  options: O;
  onChange: (options: O) => void;
  /** The current action: options declared for other actions are hidden. */
  action: string;
  /** How many options show before the rest fold under "Options" (all show without it). */
  foldAfter?: number;
  /** A fault in one option's text (a regex's pattern), shown at its field, which is marked invalid. */
  fieldError?: { input: string; message: string };
}

export const shownFor = <O,>(field: AnyOptionField<O>, action: string, options: O) =>
  !(field.kind === 'select' && field.display === 'tabs') &&
  !(field.kind === 'text' && field.display === 'editor') &&
  placedFor(field, action, options);

/** The option shown as tabs over the result, if the declaration has one (see `SelectField.display`). */
export function tabbedChoice<O extends KitOptions<O>>(fields: OptionFields<O>) {
  for (const key of Object.keys(fields) as (keyof O & string)[]) {
    const field = fields[key] as AnyOptionField<O>;
    if (field.kind === 'select' && field.display === 'tabs') return { key, field };
  }
  return undefined;
}

type TextField<O> = Extract<AnyOptionField<O>, { kind: 'text' }>;

/** A short text option's field: plain, masked, a zone search or a date with its picker (see `suggest`). */
function KitTextField<O extends KitOptions<O>>(props: {
  field: TextField<O>;
  options: O;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { field, options, value, onChange, error } = props;
  const label = textFor(field.label, options);
  const placeholder = field.placeholder && textFor(field.placeholder, options);
  if (field.suggest === 'timeZone')
    return <ZonePicker label={label} value={value} onChange={onChange} placeholder={placeholder} />;
  if (field.suggest === 'dateTime')
    return (
      <DateTimeField
        label={label}
        pickLabel={KIT_MESSAGES.pickDateTime(label)}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
      />
    );
  return (
    <KitField
      secret={field.secret}
      label={label}
      value={value}
      placeholder={placeholder}
      onChange={onChange}
      error={error}
    />
  );
}

/** Room for a text option: a row of its own, a secret's or a picker's width, or a short field. */
function textWidth<O>(field: TextField<O>): string {
  if (field.wide) return 'basis-full';
  if (field.suggest === 'dateTime') return 'w-full sm:w-96';
  return field.secret || field.suggest === 'timeZone' ? 'w-64' : 'w-32';
}

/**
 * The declared options as controls: a select for choices, a switch for a yes/no, a field for a short text. Past
 * `foldAfter`, the rest fold under "Options" (a disclosure), so a tool's many settings do not bury its buttons.
 */
export function KitOptionControls<O extends KitOptions<O>>(props: KitOptionControlsProps<O>) {
  const { fields, options, action, foldAfter = Infinity } = props;
  const keys = (Object.keys(fields) as (keyof O & string)[]).filter((key) =>
    shownFor(fields[key] as AnyOptionField<O>, action, options),
  );
  if (keys.length <= foldAfter) return <OptionControls {...props} keys={keys} />;
  return (
    <>
      <OptionControls {...props} keys={keys.slice(0, foldAfter)} />
      <details className="group basis-full" data-testid="kit-more-options">
        <summary className="w-fit cursor-pointer rounded text-sm font-medium text-slate-700 focus-ring dark:text-slate-200">
          {KIT_MESSAGES.moreOptions(keys.length - foldAfter)}
        </summary>
        <div className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-3">
          <OptionControls {...props} keys={keys.slice(foldAfter)} />
        </div>
      </details>
    </>
  );
}

/** The controls of the options named by `keys`. */
function OptionControls<O extends KitOptions<O>>({
  fields,
  options,
  onChange,
  action,
  keys,
  fieldError,
}: KitOptionControlsProps<O> & { keys: (keyof O & string)[] }) {
  return (
    <>
      {keys.map((key) => {
        const field = fields[key] as AnyOptionField<O>;
        const set = (value: string | boolean) => onChange({ ...options, [key]: value });
        if (field.kind === 'text')
          return (
            <div key={key} className={textWidth(field)}>
              <KitTextField
                field={field}
                options={options}
                value={options[key] as string}
                onChange={set}
                error={fieldError?.input === key ? fieldError.message : undefined}
              />
              {field.maker && placedFor(field.maker, action, options) && (
                <KitMakerButton maker={field.maker} options={options} onChange={onChange} />
              )}
            </div>
          );
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

/**
 * The result under the tabs of the declaration's tabbed option (choosing a tab sets it), or just the result. A last
 * tab (the "All" view) may follow the option's own: the screen opens on it, so no choice hides behind a tab, and
 * choosing it leaves the option as it was. New options (an example's, a link's) show their own tab.
 */
export function KitChoiceTabs<O extends KitOptions<O>>({
  fields,
  options,
  onChange,
  children,
  lastTab,
}: {
  fields: OptionFields<O>;
  options: O;
  onChange: (options: O) => void;
  children: ReactNode;
  lastTab?: TabItem;
}) {
  // The options the "All" view was chosen with (at first, the first ones): other options leave it for their tab.
  const [allWith, setAllWith] = useState<O | null>(lastTab ? options : null);
  const onLastTab = allWith === options;
  const choice = tabbedChoice(fields);
  if (!choice || choice.field.kind !== 'select') return children;
  const { key, field } = choice;
  const { choices } = field;
  const chosen = Math.max(
    0,
    choices.findIndex(({ value }) => value === options[key]),
  );
  const choose = (index: number) => {
    if (index === choices.length) return setAllWith(options);
    setAllWith(null);
    onChange({ ...options, [key]: choices[index].value });
  };
  return (
    <Tabs
      label={field.label}
      selectedIndex={onLastTab && lastTab ? choices.length : chosen}
      onChange={choose}
      tabs={[
        ...choices.map(({ label }) => ({ label, content: <div className="flex flex-col gap-2">{children}</div> })),
        ...(lastTab ? [lastTab] : []),
      ]}
    />
  );
}
