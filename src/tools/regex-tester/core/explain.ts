/**
 * The pattern explained token by token, from regjsparser's syntax tree (the parser Babel uses): one line per token,
 * indented under the group, quantifier or set it belongs to, its text and what it matches as a code with its
 * arguments (../../explanation.ts words and lays them out).
 */
import { parse } from 'regjsparser';
import { checkFlags, PARSER_FEATURES, REGEX_FLAGS } from '../../../core/shared/user-regex';

/** What a token matches, as a code and its arguments; an argument may itself be a code (a quantifier's times). */
export interface Said {
  code: ExplainCode;
  args: readonly (string | number | boolean | Said)[];
}

/** The codes of the explanation's lines: the keys of EXPLAIN_MESSAGES (../../words.ts). */
export type ExplainCode =
  | 'alternatives'
  | 'alternative'
  | 'emptyAlternative'
  | 'capturing'
  | 'named'
  | 'nonCapturing'
  | 'modifiers'
  | 'lookahead'
  | 'negativeLookahead'
  | 'lookbehind'
  | 'negativeLookbehind'
  | 'quantifier'
  | 'zeroOrMore'
  | 'oneOrMore'
  | 'optional'
  | 'exactly'
  | 'atLeast'
  | 'between'
  | 'set'
  | 'notInSet'
  | 'intersection'
  | 'subtraction'
  | 'range'
  | 'strings'
  | 'string'
  | 'escapes'
  | 'property'
  | 'notProperty'
  | 'character'
  | 'text'
  | 'dot'
  | 'dotAll'
  | 'start'
  | 'lineStart'
  | 'end'
  | 'lineEnd'
  | 'boundary'
  | 'notBoundary'
  | 'backReference'
  | 'namedReference'
  | 'other';

const said = (code: ExplainCode, ...args: Said['args']): Said => ({ code, args });

export interface ExplainLine {
  depth: number;
  token: string;
  said: Said;
}

/** The explanation: the flags used (in REGEX_FLAGS' order), then the tokens, or why the parser cannot explain it. */
export type Explanation =
  | { flags: string[]; kind: 'empty' }
  | { flags: string[]; kind: 'unparsed'; reason: string }
  | { flags: string[]; kind: 'pattern'; lines: ExplainLine[] };

/** A node of any kind regjsparser makes, read loosely (the v flag's strings are not in its types). */
interface Node {
  type: string;
  raw: string;
  body?: Node[];
  [field: string]: unknown;
}

interface Walk {
  lines: ExplainLine[];
  flags: string;
  /** Capturing groups so far: they are numbered in the order their '(' comes. */
  groups: number;
}

/** A code point as the explanation quotes it: "a", or its U+ number where it cannot be seen. */
function shown(codePoint: number): string {
  const char = String.fromCodePoint(codePoint);
  const hex = `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  return /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(char) ? `"${char}" (${hex})` : hex;
}

function timesOf(node: Node): Said {
  const min = node.min as number;
  const max = node.max as number | undefined;
  if (node.symbol === '*') return said('zeroOrMore');
  if (node.symbol === '+') return said('oneOrMore');
  if (node.symbol === '?') return said('optional');
  if (max === min) return said('exactly', min);
  return max === undefined ? said('atLeast', min) : said('between', min, max);
}

function groupText(node: Node, walk: Walk): Said {
  switch (node.behavior) {
    case 'normal': {
      walk.groups += 1;
      const name = (node.name as { value: string } | undefined)?.value;
      return name ? said('named', walk.groups, name) : said('capturing', walk.groups);
    }
    case 'lookahead':
    case 'negativeLookahead':
    case 'lookbehind':
    case 'negativeLookbehind':
      return said(node.behavior);
    default: {
      const modifiers = node.modifierFlags as { enabling: string; disabling: string } | undefined;
      return modifiers ? said('modifiers', modifiers.enabling, modifiers.disabling) : said('nonCapturing');
    }
  }
}

function setText(node: Node): Said {
  if (node.kind === 'intersection') return said('intersection');
  if (node.kind === 'subtraction') return said('subtraction');
  return said(node.negative ? 'notInSet' : 'set');
}

function anchorText(node: Node, multiline: boolean): Said {
  if (node.kind === 'start') return said(multiline ? 'lineStart' : 'start');
  if (node.kind === 'end') return said(multiline ? 'lineEnd' : 'end');
  return said(node.kind === 'boundary' ? 'boundary' : 'notBoundary');
}

/** What a token with no children matches. */
function leafText(node: Node, flags: string): Said {
  switch (node.type) {
    case 'value':
      return said('character', shown(node.codePoint as number));
    case 'dot':
      return said(flags.includes('s') ? 'dotAll' : 'dot');
    case 'anchor':
      return anchorText(node, flags.includes('m'));
    case 'characterClassEscape':
      return said('escapes', node.value as string);
    case 'unicodePropertyEscape':
      return said(node.negative ? 'notProperty' : 'property', node.value as string);
    case 'characterClassRange':
      return said(
        'range',
        shown((node.min as Node).codePoint as number),
        shown((node.max as Node).codePoint as number),
      );
    case 'reference': {
      const name = (node.name as { value: string } | undefined)?.value;
      return name === undefined ? said('backReference', node.matchIndex as number) : said('namedReference', name);
    }
    case 'classString':
      return said('string', node.raw);
    default:
      return said('other', node.type);
  }
}

/** A run of plain characters ('abc') is one line, "The text", rather than one line a character. */
function literalRun(body: Node[], from: number): Node[] {
  let to = from;
  while (to < body.length && body[to].type === 'value' && body[to].kind === 'symbol') to++;
  return body.slice(from, to);
}

/** A sequence of tokens; in a set (`inSet`) each is a choice of its own, never a run of text. */
function walkSequence(body: Node[], depth: number, walk: Walk, inSet = false) {
  for (let at = 0; at < body.length;) {
    const run = inSet ? [] : literalRun(body, at);
    if (run.length > 1) {
      const text = run.map((node) => node.raw).join('');
      walk.lines.push({ depth, token: text, said: said('text', `"${text}"`) });
      at += run.length;
    } else {
      walkNode(body[at], depth, walk);
      at += 1;
    }
  }
}

function walkNode(node: Node, depth: number, walk: Walk) {
  const add = (what: Said) => walk.lines.push({ depth, token: node.raw, said: what });
  const children = node.body ?? [];
  switch (node.type) {
    case 'alternative':
      return walkSequence(children, depth, walk);
    case 'disjunction':
      add(said('alternatives', children.length));
      children.forEach((alternative, index) => {
        walk.lines.push({ depth: depth + 1, token: alternative.raw, said: said('alternative', index + 1) });
        if (alternative.raw === '') walk.lines.push({ depth: depth + 2, token: '', said: said('emptyAlternative') });
        else walkNode(alternative, depth + 2, walk);
      });
      return;
    case 'group':
      add(groupText(node, walk));
      return walkSequence(children, depth + 1, walk);
    case 'quantifier':
      add(said('quantifier', timesOf(node), node.greedy as boolean));
      return walkSequence(children, depth + 1, walk);
    case 'characterClass':
      add(setText(node));
      return walkSequence(children, depth + 1, walk, true);
    case 'classStrings':
      add(said('strings'));
      return walkSequence(node.strings as Node[], depth + 1, walk);
    default:
      add(leafText(node, walk.flags));
  }
}

/**
 * The pattern's explanation: the flags it uses, then its tokens as a tree. Throws the pattern's fault where RegExp
 * refuses it (the caller compiles it first, so this only happens on bad flags).
 */
export function explainPattern(pattern: string, flags: string): Explanation {
  checkFlags(flags);
  const used = [...REGEX_FLAGS].filter((flag) => flags.includes(flag));
  if (pattern === '') return { flags: used, kind: 'empty' };
  const walk: Walk = { lines: [], flags, groups: 0 };
  try {
    walkNode(parse(pattern, flags, PARSER_FEATURES), 0, walk);
  } catch (error) {
    // RegExp took the pattern (the caller compiled it first) but the parser does not, or it is nested too deep to
    // walk: say so, and the matches are still shown.
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    return { flags: used, kind: 'unparsed', reason };
  }
  return { flags: used, kind: 'pattern', lines: walk.lines.map((line) => ({ ...line, depth: line.depth + 1 })) };
}
