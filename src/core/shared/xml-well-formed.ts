/**
 * Whether a text is well-formed XML, and how deep its elements nest: fast-xml-parser's validator with its line and
 * column, for the XML formatter and the XML ⇄ JSON converter.
 */
import { XMLValidator } from 'fast-xml-parser';
import type { TextPosition } from './text-position';

export interface XmlFault {
  reason: string;
  at?: TextPosition;
}

/** The first well-formedness fault, with its 1-based line and column, or null for well-formed XML. */
export function xmlFault(text: string): XmlFault | null {
  const result = XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (result === true) return cutOffEnd(text);
  const { msg, line, col } = result.err;
  const at =
    Number.isInteger(line) && line > 0 ? { line, column: Number.isInteger(col) && col > 0 ? col : 1 } : undefined;
  return at ? { reason: msg, at } : { reason: msg };
}

/**
 * fast-xml-parser's validator passes a last tag cut off by the end of the text ('<a/'), which no parser reads.
 * Well-formed XML ends with '>' (the root's end tag, or a comment or processing instruction after it).
 */
function cutOffEnd(text: string): XmlFault | null {
  const end = text.trimEnd();
  if (end.endsWith('>')) return null;
  const lines = end.split('\n');
  return {
    reason: 'The XML ends before its last tag is closed.',
    at: { line: lines.length, column: lines.at(-1)!.length },
  };
}

const XML_TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<!(?:[^>"'[]|"[^"]*"|'[^']*'|\[[\s\S]*?\])*>|<(\/?)[^\s/>]+(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g;

/** The deepest element nesting of well-formed XML (comments, CDATA, processing instructions and DOCTYPE skipped). */
export function xmlDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [token, closing, selfClosing] of text.matchAll(XML_TOKEN)) {
    if (!token.startsWith('<') || closing === undefined) continue;
    if (closing) depth--;
    else if (!selfClosing) deepest = Math.max(deepest, ++depth);
  }
  return deepest;
}
