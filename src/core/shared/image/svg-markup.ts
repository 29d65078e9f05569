import { loadFailedError } from './limits';

/**
 * An SVG's text, read without the DOM. Any DOM parse on the page (DOMParser, innerHTML, even into a document
 * of its own) applies the page's Content-Security-Policy to what it builds: an `on…` attribute or a <style>
 * element logs a violation there, although nothing runs. So the page never parses an SVG into a DOM: it reads
 * the root's size from the root's start tag, drops what cannot be drawn (foreignObject), sets the size to draw at,
 * and hands the text to an <img>, where an SVG runs no script, loads nothing, and applies its own <style>.
 *
 * The tokens are XML's: comments, CDATA, processing instructions, a doctype (with its internal subset), tags (whose
 * quoted attribute values may hold '>'), and text. Tags that do not nest, text outside the root, or a root other
 * than <svg> is not an SVG; anything subtler the <img> refuses to load. One pass of indexOf and no recursion: the
 * work is linear in the text, whatever its depth (8 MB of 1.4 million tags: 0.5-1 s on a busy two-core machine, as long as DOMParser took).
 */

const ATTRIBUTE = /\s+([^\s=/>]+)\s*=\s*("[^"]*"|'[^']*')/g;
const TAG_NAME = /[^\s/>]+/y;

/** An element that embeds HTML: the browser taints any canvas an SVG holding one is drawn on. */
const EMBEDS_HTML = 'foreignObject';

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

export interface SvgMarkup {
  /** The root element's attributes, as written (values without their quotes). */
  rootAttributes: ReadonlyMap<string, string>;
  /** It had foreignObject elements, which the drawable markup leaves out. */
  embedsHtml: boolean;
  /** Everything before the root's start tag (declaration, comments, doctype). */
  prolog: string;
  /** The root's name as written ('svg', or with a prefix). */
  rootName: string;
  /** '/' when the root is an empty element. */
  rootEmpty: string;
  /** Everything after the root's start tag, foreignObject elements left out. */
  rest: string;
}

function attributesOf(source: string): Map<string, string> {
  return new Map([...source.matchAll(ATTRIBUTE)].map(([, name, quoted]) => [name, quoted.slice(1, -1)]));
}

/** Where the token that starts with '<' at `at` ends (just past it); -1 when it never does. */
function tokenEnd(text: string, at: number): number {
  const after = (terminator: string, from: number) => {
    const found = text.indexOf(terminator, from);
    return found < 0 ? -1 : found + terminator.length;
  };
  if (text.startsWith('<!--', at)) return after('-->', at + 4);
  if (text.startsWith('<![CDATA[', at)) return after(']]>', at + 9);
  if (text.startsWith('<?', at)) return after('?>', at + 2);
  if (text.startsWith('<!DOCTYPE', at)) {
    const subset = text.indexOf('[', at);
    const close = text.indexOf('>', at);
    return subset >= 0 && subset < close ? after('>', after(']', subset)) : after('>', at);
  }
  // A tag: '>' ends it outside quotes.
  let quote = 0;
  for (let i = at + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 62) return i + 1;
    else if (c === 60) return -1;
  }
  return -1;
}

interface Root {
  prolog: string;
  rootName: string;
  rootEmpty: string;
  rootAttributes: Map<string, string>;
}

/** The name of the tag at `at` (its '<'), or of the end tag with `from` = 2. */
function tagName(text: string, at: number, from = 1): string {
  TAG_NAME.lastIndex = at + from;
  return TAG_NAME.exec(text)?.[0] ?? '';
}

function readRoot(text: string, tag: string, name: string, end: number): Root {
  if (localName(name) !== 'svg') throw loadFailedError();
  const empty = tag.endsWith('/>') ? '/' : '';
  return {
    prolog: text.slice(0, end - tag.length),
    rootName: name,
    rootEmpty: empty,
    rootAttributes: attributesOf(tag),
  };
}

/** Reads an SVG's text; a text that is not well-formed XML with an <svg> root is the spec's load error. */
export function readSvgMarkup(text: string): SvgMarkup {
  const open: string[] = [];
  const kept: string[] = []; // the pieces of the rest, around the foreignObject elements left out
  let root: Root | null = null;
  let restFrom = 0;
  let skipFrom = -1; // the depth of the foreignObject being left out, else -1
  let embedsHtml = false;
  let at = 0;
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    const textEnd = lt < 0 ? text.length : lt;
    // Outside the root only comments, instructions, a doctype and white space may stand.
    if (textEnd > at && !open.length && text.slice(at, textEnd).trim()) throw loadFailedError();
    if (lt < 0) break;
    const end = tokenEnd(text, lt);
    if (end < 0) throw loadFailedError();
    at = end;
    const second = text.charCodeAt(lt + 1);
    if (second === 33 || second === 63) continue; // '!' or '?': comment, CDATA, doctype, instruction
    if (second === 47) {
      // '/': an end tag.
      if (open.pop() !== tagName(text, lt, 2)) throw loadFailedError();
      if (skipFrom === open.length) [skipFrom, restFrom] = [-1, end];
      continue;
    }
    const empty = text.charCodeAt(end - 2) === 47; // '/>'
    const name = tagName(text, lt);
    if (!root) {
      root = readRoot(text, text.slice(lt, end), name, end);
      restFrom = end;
    } else if (!open.length)
      throw loadFailedError(); // a second root
    else if (skipFrom < 0 && localName(name) === EMBEDS_HTML) {
      embedsHtml = true;
      kept.push(text.slice(restFrom, lt));
      if (empty) restFrom = end;
      else skipFrom = open.length;
    }
    if (!empty) open.push(name);
  }
  if (!root || open.length) throw loadFailedError();
  kept.push(text.slice(restFrom));
  return { ...root, embedsHtml, rest: kept.join('') };
}

const escapeAttribute = (value: string) => value.replace(/&(?![#\w]+;)/g, '&amp;').replace(/"/g, '&quot;');

/** The markup to draw: the root's start tag with `attributes` set (others kept as written), the rest as read. */
export function drawableSvg(svg: SvgMarkup, attributes: Readonly<Record<string, string>>): string {
  const all = new Map(svg.rootAttributes);
  for (const [name, value] of Object.entries(attributes)) all.set(name, value);
  const written = [...all].map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
  return `${svg.prolog}<${svg.rootName}${written}${svg.rootEmpty}>${svg.rest}`;
}
