/**
 * The pattern explained token by token, from regjsparser's syntax tree (the parser Babel uses): one line per token,
 * indented under the group, quantifier or set it belongs to, its text on the left and what it matches on the right.
 */
import { parse } from 'regjsparser';
import { checkFlags, PARSER_FEATURES, REGEX_FLAGS } from '../../../core/shared/user-regex';
import { EXPLAIN_MESSAGES as E } from '../explain-words';

/** A token's text column is at most this wide: a longer token has its description after two spaces. */
const TOKEN_COLUMN = 32;
/** Tokens deeper than this are indented no further (a pattern nested thousands deep would be mostly spaces). */
const MAX_INDENT = 40;

interface Line {
  depth: number;
  token: string;
  text: string;
}

/** A node of any kind regjsparser makes, read loosely (the v flag's strings are not in its types). */
interface Node {
  type: string;
  raw: string;
  body?: Node[];
  [field: string]: unknown;
}

interface Walk {
  lines: Line[];
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

function timesOf(node: Node): string {
  const min = node.min as number;
  const max = node.max as number | undefined;
  if (node.symbol === '*') return E.zeroOrMore;
  if (node.symbol === '+') return E.oneOrMore;
  if (node.symbol === '?') return E.optional;
  if (max === min) return E.exactly(min);
  return max === undefined ? E.atLeast(min) : E.between(min, max);
}

function groupText(node: Node, walk: Walk): string {
  switch (node.behavior) {
    case 'normal': {
      walk.groups += 1;
      const name = (node.name as { value: string } | undefined)?.value;
      return name ? E.named(walk.groups, name) : E.capturing(walk.groups);
    }
    case 'lookahead':
    case 'negativeLookahead':
    case 'lookbehind':
    case 'negativeLookbehind':
      return E[node.behavior];
    default: {
      const modifiers = node.modifierFlags as { enabling: string; disabling: string } | undefined;
      return modifiers ? E.modifiers(modifiers.enabling, modifiers.disabling) : E.nonCapturing;
    }
  }
}

function setText(node: Node): string {
  if (node.kind === 'intersection') return E.intersection;
  if (node.kind === 'subtraction') return E.subtraction;
  return node.negative ? E.notInSet : E.set;
}

function anchorText(node: Node, multiline: boolean): string {
  if (node.kind === 'start') return multiline ? E.lineStart : E.start;
  if (node.kind === 'end') return multiline ? E.lineEnd : E.end;
  return node.kind === 'boundary' ? E.boundary : E.notBoundary;
}

/** What a token with no children matches. */
function leafText(node: Node, flags: string): string {
  switch (node.type) {
    case 'value':
      return E.character(shown(node.codePoint as number));
    case 'dot':
      return flags.includes('s') ? E.dotAll : E.dot;
    case 'anchor':
      return anchorText(node, flags.includes('m'));
    case 'characterClassEscape':
      return E.escapes[node.value as string];
    case 'unicodePropertyEscape':
      return (node.negative ? E.notProperty : E.property)(node.value as string);
    case 'characterClassRange':
      return E.range(shown((node.min as Node).codePoint as number), shown((node.max as Node).codePoint as number));
    case 'reference': {
      const name = (node.name as { value: string } | undefined)?.value;
      return name === undefined ? E.backReference(node.matchIndex as number) : E.namedReference(name);
    }
    case 'classString':
      return E.string(node.raw);
    default:
      return E.other(node.type);
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
      walk.lines.push({ depth, token: text, text: E.text(`"${text}"`) });
      at += run.length;
    } else {
      walkNode(body[at], depth, walk);
      at += 1;
    }
  }
}

function walkNode(node: Node, depth: number, walk: Walk) {
  const add = (text: string) => walk.lines.push({ depth, token: node.raw, text });
  const children = node.body ?? [];
  switch (node.type) {
    case 'alternative':
      return walkSequence(children, depth, walk);
    case 'disjunction':
      add(E.alternatives(children.length));
      children.forEach((alternative, index) => {
        walk.lines.push({ depth: depth + 1, token: alternative.raw, text: E.alternative(index + 1) });
        if (alternative.raw === '') walk.lines.push({ depth: depth + 2, token: '', text: E.emptyAlternative });
        else walkNode(alternative, depth + 2, walk);
      });
      return;
    case 'group':
      add(groupText(node, walk));
      return walkSequence(children, depth + 1, walk);
    case 'quantifier':
      add(E.quantifier(timesOf(node), node.greedy as boolean));
      return walkSequence(children, depth + 1, walk);
    case 'characterClass':
      add(setText(node));
      return walkSequence(children, depth + 1, walk, true);
    case 'classStrings':
      add(E.strings);
      return walkSequence(node.strings as Node[], depth + 1, walk);
    default:
      add(leafText(node, walk.flags));
  }
}

/** A group's token is its whole text: past this many characters it is cut (its tokens follow on their lines). */
const TOKEN_CHARS = 48;

/** Line breaks and tabs in a token shown as escapes, so each token stays on its line; a long one cut. */
function oneLine(token: string): string {
  const cut = token.length > TOKEN_CHARS ? `${token.slice(0, TOKEN_CHARS - 1)}…` : token;
  return cut.replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t');
}

function layout(lines: readonly Line[]): string {
  const width = Math.min(
    TOKEN_COLUMN,
    lines.reduce(
      (widest, line) => Math.max(widest, Math.min(line.depth, MAX_INDENT) * 2 + oneLine(line.token).length),
      0,
    ),
  );
  return lines
    .map(({ depth, token, text }) => {
      const left = '  '.repeat(Math.min(depth, MAX_INDENT)) + oneLine(token);
      return `${left.padEnd(width)}  ${text}`;
    })
    .join('\n');
}

/**
 * The pattern's explanation: the flags it uses, then its tokens as a tree. Throws the pattern's ToolError where
 * RegExp refuses it (the caller compiles it first, so this only happens on bad flags).
 */
export function explainPattern(pattern: string, flags: string): string {
  checkFlags(flags);
  const flagLines = [...REGEX_FLAGS].filter((flag) => flags.includes(flag)).map((flag) => `  ${E.flags[flag]}`);
  const head = flagLines.length ? [E.flagsHeading, ...flagLines, ''] : [];
  if (pattern === '') return [...head, E.emptyPattern].join('\n');
  const walk: Walk = { lines: [], flags, groups: 0 };
  try {
    walkNode(parse(pattern, flags, PARSER_FEATURES), 0, walk);
  } catch (error) {
    // RegExp took the pattern (the caller compiled it first) but the parser does not, or it is nested too deep to
    // walk: say so, and the matches are still shown.
    return [...head, E.unparsed((error instanceof Error ? error.message : String(error)).split('\n')[0])].join('\n');
  }
  return [...head, E.patternHeading, layout(walk.lines.map((line) => ({ ...line, depth: line.depth + 1 })))].join('\n');
}
