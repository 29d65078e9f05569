import { MAX_COLOUR_CHARS } from '../../core/shared/colour/css';
import { WCAG_LEVELS, checkContrast, type ContrastCheckerOptions } from './core';
import { levelText, reportText } from './report';
import { CONTRAST_CHECKER_MESSAGES as WORDS } from './words';
import type { ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';

/**
 * The contrast checker: a text colour (the input) on a background (a field), WCAG 2.2 and APCA, with the nearest
 * passing text colour for the chosen level. On the page as you type: two 32-step searches take about a millisecond.
 */
export const contrastChecker: ToolDeclaration<ContrastCheckerOptions> = {
  input: { kind: 'field', label: WORDS.textLabel, placeholder: WORDS.textPlaceholder, hint: WORDS.hint },
  defaults: { background: '#ffffff', target: 'aa' },
  options: {
    background: {
      kind: 'text',
      label: WORDS.backgroundLabel,
      placeholder: WORDS.backgroundPlaceholder,
      maxChars: MAX_COLOUR_CHARS,
    },
    target: {
      kind: 'select',
      label: WORDS.targetLabel,
      choices: WCAG_LEVELS.map(({ id }) => ({ value: id, label: levelText(id) })),
    },
  },
  actions: [
    {
      id: 'check',
      label: WORDS.check,
      jobLabel: WORDS.checking,
      blank: WORDS.blank,
      outputs: [{ id: 'report', label: WORDS.report }],
    },
  ],
  run: {
    here: (_action, text, { background, target }) => ({
      outputs: { report: reportText(checkContrast(text, background, target)) },
    }),
    liveUpToChars: MAX_COLOUR_CHARS,
  },
  examples: EXAMPLES,
};

export default contrastChecker;
