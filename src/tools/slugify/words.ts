/** The slug generator's words (one table, for translation). */
import { formatCount } from '../../core/shared/format';
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault } from './core/faults';

export const SLUGIFY_FAULTS = defineFaultWords(fault, {
  badMaxLength: {
    title: 'Invalid maximum length',
    description: ({ limit }) => `Enter a whole number of characters from 1 to ${limit}, or leave it empty`,
  },
  tooLong: {
    title: 'Text too long',
    description: ({ chars, limit }) =>
      `The text is too long: ${formatCount(chars)} characters; the most is ${formatCount(limit)}.`,
  },
});
