/** The URL parser's words, one catalogue: its fault and its screen (field names, table, buttons). */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault } from './core/faults';

export const URL_PARSER_FAULTS = defineFaultWords(fault, {
  /** Spec section 8, word for word. */
  invalidUrl: { title: 'Invalid URL format' },
});

export const URL_PARSER_TEXTS = {
  protocol: 'Protocol',
  hostname: 'Hostname',
  port: 'Port',
  pathname: 'Pathname',
  search: 'Search',
  hash: 'Hash',
  origin: 'Origin',
  username: 'Username',
  password: 'Password',
  noParams: 'This URL has no query parameters.',
  name: 'Name',
  value: 'Value',
  urlToParse: 'URL to parse',
  placeholder: 'https://user@example.com:8080/path/page.html?q=1&tag=a&tag=b#section',
  parseUrl: 'Parse URL',
  urlPanel: 'URL',
  parts: 'Parts',
  queryParameters: (count: number) => `Query parameters (${count})`,
} as const;
