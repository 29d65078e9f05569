/**
 * The entities of an XML text, checked before fast-xml-parser reads it. fast-xml-parser expands the internal
 * entities of the DOCTYPE whose values are plain text (bounded by its limits), skips silently those whose values hold
 * '&', and refuses external ones; it never fetches anything. Here each case gets a clear answer at its line and
 * column: an external entity and a nested one (the shape of a "billion laughs") are refused, one whose value holds
 * only character references is decoded and handed to the parser, and a reference to an entity nowhere defined is
 * refused (ElementTree and libxml2 refuse it too).
 */
import { TextCursor, type TextPosition } from '../../../core/shared/text-position';
import { ToolError } from '../../../core/shared/tool-error';
import { XML_JSON_MESSAGES } from './messages';

const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** What the parser is to be given besides what it reads itself: internal entities whose values it skips. */
export interface EntityPlan {
  /** Decoded values of entities whose values held character references only. */
  added: Record<string, string>;
}

const positionAt = (text: string, index: number): TextPosition => new TextCursor().positionIn(text, index);

const refused = (text: string, index: number, description: string) => {
  const at = positionAt(text, index);
  return new ToolError(XML_JSON_MESSAGES.entityTitle, `${description} Line ${at.line}, column ${at.column}.`, at);
};

/** The text with comments, CDATA sections and processing instructions blanked (same length, so indexes hold). */
const blankMarkup = (text: string) =>
  text.replace(/<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<\?[\s\S]*?(?:\?>|$)/g, (part) =>
    ' '.repeat(part.length),
  );

/** Where the DOCTYPE's internal subset ('[…]') starts and ends in the blanked text, or null without one. */
function internalSubset(blank: string): { start: number; end: number; doctypeEnd: number } | null {
  const doctype = blank.search(/<!DOCTYPE\b/);
  if (doctype === -1) return null;
  let start = -1;
  for (let i = doctype + 9; i < blank.length; i++) {
    const c = blank[i];
    if (c === '"' || c === "'") {
      const close = blank.indexOf(c, i + 1);
      if (close === -1) return null;
      i = close;
    } else if (c === '[' && start === -1) start = i + 1;
    else if (c === ']' && start !== -1) {
      const close = blank.indexOf('>', i);
      return { start, end: i, doctypeEnd: close === -1 ? blank.length : close + 1 };
    } else if (c === '>' && start === -1) return { start: i, end: i, doctypeEnd: i + 1 };
  }
  return null;
}

const ENTITY_DECLARATION =
  /<!ENTITY\s+(%\s+)?([^\s"'>]+)\s+(?:(SYSTEM|PUBLIC)\s+("[^"]*"|'[^']*')|"([^"]*)"|'([^']*)')/g;
const REFERENCE = /&([^\s&;<>"'#]+);/g;
const CHARACTER_REFERENCE = /&#(x[0-9a-fA-F]+|[0-9]+);/g;

/** A value's character references and predefined entities decoded; null when it refers to another entity. */
function decodedValue(value: string): { decoded: string } | { reference: string } {
  const named = [...value.matchAll(REFERENCE)].find(([, name]) => !(name in PREDEFINED));
  if (named) return { reference: named[0] };
  const decoded = value
    .replace(CHARACTER_REFERENCE, (_, code: string) =>
      String.fromCodePoint(code[0] === 'x' ? parseInt(code.slice(1), 16) : Number(code)),
    )
    .replace(REFERENCE, (_, name: string) => PREDEFINED[name]);
  return { decoded };
}

/** Reads the internal subset's entity declarations: refuses external and nested ones, decodes the rest. */
function declarations(text: string, blank: string, start: number, end: number) {
  const declared = new Set<string>();
  const added: Record<string, string> = {};
  ENTITY_DECLARATION.lastIndex = start;
  for (let match = ENTITY_DECLARATION.exec(blank); match && match.index < end; match = ENTITY_DECLARATION.exec(blank)) {
    const [, parameter, name, external, literal] = match;
    if (external) throw refused(text, match.index, XML_JSON_MESSAGES.external(name, `${external} ${literal}`));
    if (parameter) continue; // a parameter entity is only used inside the DTD, which is not read for structure
    declared.add(name);
    const value = text.slice(match.index, match.index + match[0].length).slice(-(match[5] ?? match[6]).length - 1, -1);
    if (!value.includes('&')) continue;
    const result = decodedValue(value);
    if ('reference' in result) throw refused(text, match.index, XML_JSON_MESSAGES.nested(name, result.reference));
    if (result.decoded.includes('&')) throw refused(text, match.index, XML_JSON_MESSAGES.ampersand(name));
    added[name] = result.decoded;
  }
  return { declared, added };
}

/** Checks the entities of a well-formed XML text (see above); what the parser must be given besides. */
export function planEntities(text: string): EntityPlan {
  if (!text.includes('&') && !/<!ENTITY/.test(text)) return { added: {} };
  const blank = blankMarkup(text);
  const subset = internalSubset(blank);
  const { declared, added } = subset
    ? declarations(text, blank, subset.start, subset.end)
    : { declared: new Set<string>(), added: {} };
  REFERENCE.lastIndex = subset?.doctypeEnd ?? 0;
  for (let match = REFERENCE.exec(blank); match; match = REFERENCE.exec(blank)) {
    const name = match[1];
    if (!(name in PREDEFINED) && !declared.has(name))
      throw refused(text, match.index, XML_JSON_MESSAGES.undefinedEntity(name));
  }
  return { added };
}
