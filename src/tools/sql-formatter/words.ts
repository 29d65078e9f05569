/** Every string the SQL formatter's core shows. */
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
