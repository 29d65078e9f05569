import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'HTTP Status Codes',
  description: 'Every HTTP status code in the IANA registry: its meaning, its RFC section and when to use it.',
  category: 'network',
  icon: 'list-ordered',
  keywords: [
    'http',
    'status code',
    'status',
    '404',
    '500',
    '403',
    '301',
    'response code',
    'error code',
    'rfc 9110',
    'http status',
    'status codes',
    'http codes',
    'http errors',
    '404 not found',
    '500 internal server error',
    'response status',
    'http error',
  ],
  handOffs: ['url-parser', 'user-agent-parser'],
} satisfies ToolEntry;
