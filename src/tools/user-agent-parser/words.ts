/** The user agent parser's words, one catalogue: its faults, its summary and its client hints. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault } from './core/faults';

export const USER_AGENT_FAULTS = defineFaultWords(fault, {
  tooLong: {
    title: 'User agent too long',
    description: ({ max }) => `A user agent is at most ${max.toLocaleString('en-US')} characters; this is longer.`,
  },
  oneLine: {
    title: 'Not a user agent',
    description: 'A user agent is one line: paste a single User-Agent header value.',
  },
});

export const USER_AGENT_MESSAGES = {
  browser: 'Browser',
  engine: 'Engine',
  os: 'OS',
  device: 'Device',
  cpu: 'CPU',
  bot: 'Bot or tool',
  notNamed: 'not named in the string',
  noDevice: 'not named (desktop browsers name none)',
  clientHints: {
    heading: 'Client hints of your browser',
    own: 'What your browser reports through navigator.userAgentData, beside its user agent string.',
    notOwn:
      'Client hints describe your own browser: they show while the input is your user agent (reload the page for it).',
    none: 'Your browser has no navigator.userAgentData (only Chromium-based browsers send client hints).',
    loading: 'Asking for the high-entropy values…',
    refused: 'The browser refused the high-entropy values.',
    brands: 'Brands',
    mobile: 'Mobile',
    platform: 'Platform',
    yes: 'yes',
    no: 'no',
  },
} as const;
