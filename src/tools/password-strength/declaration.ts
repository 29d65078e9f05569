import { PASSWORD_STRENGTH_MESSAGES as M } from './words';
import { PASSWORD_STRENGTH_DEFAULTS, type PasswordStrengthOptions } from './core/options';
import { checkPasswordStrengthInWorker } from './in-worker';
import type { ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';

/**
 * zxcvbn's estimate of a password, live as you type in a masked field: a meter of the score, a report (guesses,
 * crack times, warning, suggestions) and the patterns found. zxcvbn and its dictionaries load in the worker only.
 * The password is the kit's secret input: never in a link, never stored or sent.
 */
export const passwordStrength: ToolDeclaration<PasswordStrengthOptions> = {
  input: {
    kind: 'field',
    label: 'Password',
    placeholder: 'Type a password to check',
    secret: true,
    hint: 'Checked in your browser: nothing is stored or sent.',
  },
  defaults: PASSWORD_STRENGTH_DEFAULTS,
  options: {},
  actions: [
    {
      id: 'check',
      label: 'Check',
      jobLabel: 'Checking',
      blank: M.blank,
      outputs: [
        { id: 'report', label: M.reportLabel, tab: M.reportLabel, copyMessage: 'Report copied' },
        { id: 'patterns', label: M.patternsLabel, tab: M.patternsLabel, copyMessage: 'Patterns copied' },
      ],
    },
  ],
  run: {
    core: async (_action, text) => {
      const { checkPasswordStrength } = await import('./result');
      return checkPasswordStrength(text);
    },
    inWorker: checkPasswordStrengthInWorker,
    // Every check is in the worker, as you type; zxcvbn reads the first 100 characters of any length.
    liveUpToChars: 100_000,
  },
  examples: EXAMPLES,
};

export default passwordStrength;
