/** The CSS formatter's words: its faults, and the blank input's message the page shows. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { codeSyntaxWords } from '../../ui/words/code-format';
import { fault } from './core/faults';

export const CSS_BLANK = 'Please enter CSS code to format';

export const CSS_FAULTS = defineFaultWords(fault, codeSyntaxWords(CSS_BLANK, 'Invalid CSS syntax'));
