/** The JavaScript formatter's words, one catalogue: its faults and its view's messages. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { isNestingError } from '../../core/shared/nesting';
import type { ReasonParams, ToolError } from '../../core/shared/tool-error';
import { reasonAt } from '../../ui/words/reason-at';
import { fault } from './core/faults';

export const JS_MESSAGES = {
  emptyFormat: 'Please enter JavaScript code to format',
  emptyMinify: 'Please enter JavaScript code to minify',
  emptyValidate: 'Please enter JavaScript code to validate',
  formatted: 'JavaScript formatted successfully',
  minified: 'JavaScript minified successfully',
  valid: 'JavaScript is valid',
  formatField: 'Error formatting JavaScript. Please check your input.',
  formatTitle: 'JavaScript Formatting Error',
  formatNotice: 'Failed to format code. Please check your input.',
  minifyField: 'Error minifying JavaScript. Please check your input.',
  minifyTitle: 'JavaScript Minification Error',
  validateTitle: 'JavaScript Validation Error',
  validateField: 'JavaScript validation failed: ',
} as const;

/** The spec's words, then the parser's reason and where ('… Please check your input. Unexpected token at line 2, column 9.'). */
const followedBy =
  (words: string) =>
  ({ reason, ...at }: Partial<ReasonParams>) =>
    reason === undefined ? words : `${words} ${reasonAt({ reason, ...at })}.`;

export const JS_FAULTS = defineFaultWords(fault, {
  emptyFormat: { title: JS_MESSAGES.emptyFormat },
  emptyMinify: { title: JS_MESSAGES.emptyMinify },
  emptyValidate: { title: JS_MESSAGES.emptyValidate },
  format: { title: JS_MESSAGES.formatTitle, description: followedBy(JS_MESSAGES.formatNotice) },
  minify: { title: JS_MESSAGES.minifyTitle, description: followedBy(JS_MESSAGES.minifyField) },
  validate: { title: JS_MESSAGES.validateTitle, description: reasonAt },
});

/** The reason and position that follow the spec's words in a description, or ''. */
const detailAfter = (words: string, description: string | undefined) =>
  description?.startsWith(`${words} `) ? description.slice(words.length) : '';

/**
 * The text beside the field for a failed Format or Minify: the spec's field words, then the reason and position
 * the error's description carries after the notice's words (the same detail as the toast).
 */
export function jsFieldError(action: 'format' | 'minify', error: ToolError): string {
  if (isNestingError(error)) return error.message;
  const [field, notice] =
    action === 'format'
      ? [JS_MESSAGES.formatField, JS_MESSAGES.formatNotice]
      : [JS_MESSAGES.minifyField, JS_MESSAGES.minifyField];
  return `${field}${detailAfter(notice, error.description)}`;
}
