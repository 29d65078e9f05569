import { convertTime, TZ_DEFAULTS, type TimezoneOptions } from './core';
import type { ToolError } from '../../core/shared/tool-error';
import { structuredOutputs } from '../../core/shared/structured';
import type { ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';
import { conversionResult } from './result';

/** The fault's words beside the field, with the column of a bad date or time (a one-line field: no line). */
const fieldError = ({ title, description, at }: ToolError) => {
  const words = description ? `${title}: ${description}` : title;
  return at ? `${words} (column ${at.column})` : words;
};

/** Shown in the tool's own zone list (see ZoneList), not in the toolbar. */
const inZoneList = () => false;

/**
 * The time zone converter: a date and time in one IANA zone, in every zone of the list, on the page as you type
 * (a short field: the core reads at most one date and a few dozen zones, in well under a millisecond each).
 */
export const timezoneConverter: ToolDeclaration<TimezoneOptions> = {
  input: {
    kind: 'field',
    label: 'Date and time',
    placeholder: '2026-03-08 14:30',
    hint: 'As 2026-03-08 14:30 (24-hour clock, seconds optional), in the time zone chosen below.',
  },
  defaults: TZ_DEFAULTS,
  options: {
    from: { kind: 'text', label: 'Time zone of the date and time', maxChars: 64, when: inZoneList },
    zones: { kind: 'text', label: 'Time zones to show', maxChars: 2000, when: inZoneList },
  },
  actions: [
    {
      id: 'convert',
      label: 'Convert',
      jobLabel: 'Converting',
      blank: 'Type a date and time to convert',
      fieldError,
      outputs: [
        { id: 'output', tab: 'Times', label: 'In each time zone', copyMessage: 'Times copied', view: 'structured' },
      ],
    },
  ],
  run: {
    here: (_action, text, options) => structuredOutputs({ output: conversionResult(convertTime(text, options)) }),
    liveUpToChars: 100,
  },
  examples: EXAMPLES,
};

export default timezoneConverter;
