/** The SQL formatter's words, one catalogue: its faults and its view's messages. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { reasonAt } from '../../ui/words/reason-at';
import { fault, type SqlFaults } from './core/faults';

export const SQL_MESSAGES = {
  emptyFormat: 'Please enter SQL to format',
  emptyMinify: 'Please enter SQL to minify',
  invalid: 'Invalid SQL syntax',
  /** The field's text for a refused input (the position is added). */
  invalidField: 'Invalid SQL',
  endOfInput: 'Unexpected end of input',
  unexpected: (token: string) => `Unexpected "${token}"`,
  /** The package's own words when its grammar fails without a token (no position). */
  incomplete: 'The statement is incomplete',
  ambiguous: 'The statement can be read more than one way',
  /** Added for standard SQL, whose grammar lacks every dialect's syntax. */
  tryDialect: 'Choosing the dialect may help.',
} as const;

/** The reason of an `invalid` fault, in our words. */
const reasonOf = ({ problem, token }: SqlFaults['invalid']) =>
  problem === 'unexpected' ? SQL_MESSAGES.unexpected(token ?? '') : SQL_MESSAGES[problem];

export const SQL_FAULTS = defineFaultWords(fault, {
  emptyFormat: { title: SQL_MESSAGES.emptyFormat },
  emptyMinify: { title: SQL_MESSAGES.emptyMinify },
  invalid: {
    title: SQL_MESSAGES.invalid,
    description: (params) =>
      `${reasonAt({ ...params, reason: reasonOf(params) })}.${params.standard ? ` ${SQL_MESSAGES.tryDialect}` : ''}`,
  },
});
