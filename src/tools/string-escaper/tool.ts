import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'String Escape / Unescape',
  description:
    'Escape or unescape a string for JSON, JavaScript, Java/C/C#, Python, SQL, CSV, regex, shell, XML or Unicode.',
  category: 'text',
  icon: 'code',
  keywords: [
    'escape',
    'unescape',
    'string',
    'backslash',
    'quote',
    'json string',
    'shell quote',
    'regex escape',
    'string escape',
    'escape string',
    'unescape string',
    'json escape',
    'backslash escape',
    'quote string',
    'java string',
    'c string',
    'escape characters',
  ],
  handOffs: ['regex-tester', 'json-formatter', 'html-encoder', 'url-encoder'],
} satisfies ToolEntry;
