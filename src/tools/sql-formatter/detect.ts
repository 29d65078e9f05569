/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, type Detector } from '../../core/site/detector';

// SQL: a statement at the start (after comments), in the shape SQL gives it and prose does not ('Select one
// from the list.' has no list, clause or semicolon; 'Create table of contents' no parenthesis after the name).
const SQL_NAME = String.raw`[\w$."\`\[\]]+`;
const SQL_START = /^(?:\s+|--[^\n]*(?:\n|$)|#[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/;
const SQL_STATEMENTS: readonly [RegExp, string][] = [
  [/^(?:select|with)\b[\s\S]{0,2000}?\bfrom\s+[\w$."`[\]]/i, 'SELECT'],
  [
    new RegExp(
      String.raw`^insert\s+(?:ignore\s+)?into\s+${SQL_NAME}\s*(?:\([^)]*\)\s*)?(?:values|select|default)\b`,
      'i',
    ),
    'INSERT',
  ],
  [new RegExp(String.raw`^update\s+${SQL_NAME}\s+set\s+${SQL_NAME}\s*=`, 'i'), 'UPDATE'],
  [new RegExp(String.raw`^delete\s+from\s+${SQL_NAME}\s*(?:where\b|;|$)`, 'i'), 'DELETE'],
  [
    new RegExp(
      String.raw`^create\s+(?:or\s+replace\s+)?(?:temp(?:orary)?\s+)?(?:unique\s+)?(?:table|view|index|function|procedure|trigger|materialized\s+view)\s+(?:if\s+not\s+exists\s+)?${SQL_NAME}\s*(?:\(|as\b|on\b)`,
      'i',
    ),
    'CREATE',
  ],
  [
    new RegExp(
      String.raw`^(?:alter|drop)\s+(?:table|view|index)\s+(?:if\s+exists\s+)?${SQL_NAME}\s*(?:;|$|add\b|drop\b|alter\b|rename\b)`,
      'i',
    ),
    'ALTER or DROP',
  ],
];
/** What a SELECT has beyond 'select … from …': a list, another clause or a statement's end. */
const SELECT_SIGNS = /[*,;=]|\b(?:where|join|group\s+by|order\s+by|limit|having|union)\b/i;

const detectSql: Detector = ({ head }) => {
  const text = head.slice(0, 4096).replace(SQL_START, '');
  const found = SQL_STATEMENTS.find(([pattern]) => pattern.test(text));
  if (!found || (found[1] === 'SELECT' && !SELECT_SIGNS.test(text.slice(0, 2000)))) return [];
  return [
    hit(
      'sql-formatter',
      70,
      `Looks like SQL (${found[1] === 'ALTER or DROP' ? 'a schema change' : `a ${found[1]} statement`})`,
    ),
  ];
};

export default detectSql;
