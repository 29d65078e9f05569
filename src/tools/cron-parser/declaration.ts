import { CRON_DEFAULTS, MAX_CRON_CHARS, parseCron, type CronOptions } from './core';
import { structuredOutputs } from '../../core/shared/structured';
import type { ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';
import { cronResult } from './result';
import { CRON_MESSAGES } from './words';

/** Five or six space-separated cron fields, or Quartz's seven, or a macro: what smart paste hands over. */
export const cronParser: ToolDeclaration<CronOptions> = {
  input: {
    kind: 'field',
    label: 'Cron expression',
    placeholder: '*/15 9-17 * * 1-5',
    hint: '5 fields (minute hour day-of-month month day-of-week), 6 with seconds first, 7 with a year last (?, L, W and # too) or @hourly-style macros.',
  },
  defaults: CRON_DEFAULTS,
  options: {
    timeZone: { kind: 'text', label: 'Time zone (IANA)', placeholder: 'UTC', maxChars: 64, suggest: 'timeZone' },
    from: { kind: 'text', label: 'Runs after (ISO 8601)', placeholder: 'Now', maxChars: 40, suggest: 'dateTime' },
  },
  actions: [
    {
      id: 'explain',
      label: 'Explain',
      jobLabel: 'Working out the runs',
      fieldError: (error) => (error.at ? CRON_MESSAGES.atColumn(error.message, error.at.column) : error.message),
      outputs: [{ id: 'output', label: 'Explanation and runs', view: 'structured' }],
    },
  ],
  run: {
    // croner and cronstrue take about a millisecond for ten runs: on the page, as you type.
    here: (_action, text, options) => structuredOutputs({ output: cronResult(parseCron(text, options)).structured }),
    liveUpToChars: MAX_CRON_CHARS * 10,
  },
  examples: EXAMPLES,
};

export default cronParser;
