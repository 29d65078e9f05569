/** The HTML formatter's words: its faults, and the blank input's message the page shows. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { codeSyntaxWords } from '../../ui/words/code-format';
import { fault } from './core/faults';

export const HTML_BLANK = 'Please enter HTML code to format';

export const HTML_FAULTS = defineFaultWords(fault, codeSyntaxWords(HTML_BLANK, 'Invalid HTML syntax'));
