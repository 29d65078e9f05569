/** The HTTP status codes' words, one catalogue: its faults and its results. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault } from './core/faults';

export const HTTP_STATUS_FAULTS = defineFaultWords(fault, {
  noMatch: {
    title: 'No status code found',
    description: ({ query }) =>
      `No registered status code matches “${query}”. Try a code (404), a class (4xx) or a word (redirect).`,
  },
  tooLong: { title: 'Search too long', description: ({ max }) => `A search is at most ${max} characters.` },
});

export const HTTP_STATUS_MESSAGES = {
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
