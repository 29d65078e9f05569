/** The HTTP status codes' words (one table, for translation). */
export const HTTP_STATUS_MESSAGES = {
  noMatchTitle: 'No status code found',
  noMatch: (query: string) =>
    `No registered status code matches “${query}”. Try a code (404), a class (4xx) or a word (redirect).`,
  tooLongTitle: 'Search too long',
  tooLong: (max: number) => `A search is at most ${max} characters.`,
  classes: {
    1: 'Informational (1xx)',
    2: 'Success (2xx)',
    3: 'Redirection (3xx)',
    4: 'Client error (4xx)',
    5: 'Server error (5xx)',
  } as Readonly<Record<number, string>>,
  reference: 'Reference',
  meaning: 'Meaning',
  whenToUse: 'When to use',
  found: (shown: number, total: number, date: string) =>
    `${shown} of ${total} registered codes. IANA HTTP Status Code Registry as of ${date}, bundled.`,
} as const;
