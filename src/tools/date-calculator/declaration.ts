import { DATE_DEFAULTS, type DateCalcOptions } from './core';
import { ISO_DURATION_SHAPE } from './core/duration';
import { structuredOutputs, type Structured } from '../../core/shared/structured';
import type { ToolError } from '../../core/shared/tool-error';
import type { ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';
import { DATE_ACTIONS } from './result';

const INPUT_LABELS: Record<string, string> = {
  difference: 'Start date',
  add: 'Date',
  week: 'Date',
  duration: 'ISO 8601 duration',
};

const output = (label: string, view?: 'structured') => [{ id: 'output', label, copyMessage: 'Result copied', view }];

/** An action's result as the kit takes it: a record's rows (and their aligned text), or the text. */
const resultOf = (result: string | Structured) =>
  typeof result === 'string' ? { outputs: { output: result } } : structuredOutputs({ output: result });

/** The options a fault may sit in, named in the words beside the field (the main field's fault names no field). */
const FIELD_NAMES: Record<string, string> = { end: 'the end date', duration: 'the duration' };

/** The fault's words beside the field, with its column (one-line fields: no line). */
const fieldError = ({ title, description, at }: ToolError) => {
  const words = description ? `${title}: ${description}` : title;
  if (!at) return words;
  return `${words} (column ${at.column}${at.input ? ` of ${FIELD_NAMES[at.input] ?? at.input}` : ''})`;
};

/**
 * The date calculator: four actions on a one-line field, on the page as you type (one date or duration of a few
 * characters: the core is a handful of integer steps).
 */
export const dateCalculator: ToolDeclaration<DateCalcOptions> = {
  input: {
    kind: 'field',
    label: (_options, action) => INPUT_LABELS[action] ?? 'Date',
    placeholder: (_options, action) => (action === 'duration' ? 'P1Y2M3DT4H' : '2024-01-31'),
    hint: 'Dates as YYYY-MM-DD (years 1 to 9999); durations as ISO 8601: P1Y2M10D, P2W, PT4H30M.',
  },
  defaults: DATE_DEFAULTS,
  options: {
    end: { kind: 'text', label: 'End date', placeholder: '2024-12-31', maxChars: 20, actions: ['difference'] },
    direction: {
      kind: 'select',
      label: 'Add or subtract',
      choices: [
        { value: 'add', label: 'Add' },
        { value: 'subtract', label: 'Subtract' },
      ],
      actions: ['add'],
    },
    duration: {
      kind: 'text',
      label: 'Duration (ISO 8601)',
      placeholder: 'P1Y2M10D',
      maxChars: 40,
      actions: ['add'],
    },
  },
  actions: [
    {
      id: 'difference',
      label: 'Difference',
      jobLabel: 'Counting',
      blank: 'Type a start date',
      fieldError,
      outputs: output('Difference', 'structured'),
    },
    {
      id: 'add',
      label: 'Add or subtract',
      jobLabel: 'Adding',
      blank: 'Type a date',
      fieldError,
      outputs: output('New date'),
    },
    {
      id: 'week',
      label: 'ISO week',
      jobLabel: 'Counting',
      blank: 'Type a date',
      fieldError,
      outputs: output('Week and day', 'structured'),
    },
    {
      id: 'duration',
      label: 'Read a duration',
      jobLabel: 'Reading',
      blank: 'Type an ISO 8601 duration',
      fieldError,
      outputs: output('In words'),
    },
  ],
  run: {
    here: (action, text, options) => resultOf(DATE_ACTIONS[action](text, options)),
    liveUpToChars: 100,
  },
  // A pasted ISO 8601 duration (smart paste's rule) opens Read a duration.
  handOffAction: (text) => (ISO_DURATION_SHAPE.test(text.trim()) ? 'duration' : undefined),
  examples: EXAMPLES,
};

export default dateCalculator;
