/**
 * Checks a JSON value before fast-xml-parser's builder writes it as XML: the builder writes whatever it is given
 * (an element named "a b", a control character, two roots), so what XML cannot hold is refused here by its JSON
 * path, and everything let through is well-formed, namespace-correct XML (ElementTree reads it: see the tests).
 */
import { jsonPath } from '../../../core/shared/json-path';
import { ToolError } from '../../../core/shared/tool-error';
import { XML_JSON_MESSAGES } from './messages';

type Path = (string | number)[];

/** The keys that mean an attribute or a text, and the namespace prefixes declared around a value. */
interface Form {
  attributePrefix: string;
  textKey: string;
}

const refuse = (description: string) => new ToolError(XML_JSON_MESSAGES.writeTitle, description);

/** XML 1.0's NameStartChar ranges (fifth edition), as [first, last] code points. */
const NAME_START: readonly [number, number][] = [
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
  [0xc0, 0xd6],
  [0xd8, 0xf6],
  [0xf8, 0x2ff],
  [0x370, 0x37d],
  [0x37f, 0x1fff],
  [0x200c, 0x200d],
  [0x2070, 0x218f],
  [0x2c00, 0x2fef],
  [0x3001, 0xd7ff],
  [0xf900, 0xfdcf],
  [0xfdf0, 0xfffd],
  [0x10000, 0xeffff],
];
/** What NameChar adds: '-', '.', digits, U+00B7, combining marks and the two undertie characters. */
const NAME_MORE: readonly [number, number][] = [
  [0x2d, 0x2e],
  [0x30, 0x39],
  [0xb7, 0xb7],
  [0x300, 0x36f],
  [0x203f, 0x2040],
];
const within = (ranges: readonly [number, number][], code: number) =>
  ranges.some(([first, last]) => code >= first && code <= last);

/** An NCName: a name without a colon. */
function isNcName(name: string): boolean {
  if (name === '') return false;
  let first = true;
  for (const char of name) {
    const code = char.codePointAt(0)!;
    if (!within(NAME_START, code) && (first || !within(NAME_MORE, code))) return false;
    first = false;
  }
  return true;
}

/** A namespace-well-formed name: an NCName, or prefix:NCName. */
const isQName = (name: string) => {
  const parts = name.split(':');
  return parts.length <= 2 && parts.every(isNcName);
};
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const kindOf = (value: unknown) =>
  Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`;

function checkName(name: string, path: Path, scope: ReadonlySet<string>, attribute = false): void {
  if (!isQName(name)) throw refuse(XML_JSON_MESSAGES.badName(name, jsonPath(path)));
  const colon = name.indexOf(':');
  if (colon === -1) return;
  const prefix = name.slice(0, colon);
  if (prefix === 'xml' || (attribute && prefix === 'xmlns') || scope.has(prefix)) return;
  throw refuse(XML_JSON_MESSAGES.unboundPrefix(prefix, jsonPath(path)));
}

/** A text or an attribute's value: a primitive, in XML's characters. */
function checkValue(value: unknown, path: Path): void {
  if (typeof value === 'object' && value !== null) throw refuse(XML_JSON_MESSAGES.notValue(jsonPath(path)));
  if (typeof value !== 'string') return;
  const bad = NOT_XML_CHAR.exec(value);
  if (bad) {
    const code = `U+${bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
    throw refuse(XML_JSON_MESSAGES.badChar(code, jsonPath(path)));
  }
}

/** The namespace prefixes in scope on an element: its parent's and those its attributes declare. */
function scopeWith(scope: ReadonlySet<string>, attributes: [string, unknown][]): ReadonlySet<string> {
  const declared = attributes.filter(([name, value]) => name.startsWith('xmlns:') && value !== '' && value !== null);
  if (declared.length === 0) return scope;
  return new Set([...scope, ...declared.map(([name]) => name.slice(6))]);
}

/** The attributes of an element's object: its keys that start with the prefix, without it. */
const attributesOf = (value: Record<string, unknown>, prefix: string): [string, unknown][] =>
  Object.entries(value)
    .filter(([key]) => key.startsWith(prefix))
    .map(([key, item]) => [key.slice(prefix.length), item]);

function checkAttributes(attributes: [string, unknown][], path: Path, scope: ReadonlySet<string>, prefix: string) {
  for (const [name, value] of attributes) {
    const at = [...path, prefix + name];
    checkName(name, at, scope, true);
    checkValue(value, at);
  }
}

/** An element's content in the default form: a value, or an object of attributes, text and child elements. */
function checkContent(value: unknown, path: Path, scope: ReadonlySet<string>, form: Form): void {
  if (!isRecord(value)) return checkValue(value, path);
  const attributes = attributesOf(value, form.attributePrefix);
  const inner = scopeWith(scope, attributes);
  checkAttributes(attributes, path, inner, form.attributePrefix);
  for (const [key, item] of Object.entries(value)) {
    if (key === form.textKey) checkValue(item, [...path, key]);
    else if (!key.startsWith(form.attributePrefix)) checkElement(key, item, [...path, key], inner, form);
  }
}

function checkElement(name: string, value: unknown, path: Path, scope: ReadonlySet<string>, form: Form): void {
  // The element's own xmlns declarations are in scope for its name.
  const own = isRecord(value) ? scopeWith(scope, attributesOf(value, form.attributePrefix)) : scope;
  if (!Array.isArray(value)) {
    checkName(name, path, own);
    return checkContent(value, path, scope, form);
  }
  value.forEach((item, i) => {
    if (Array.isArray(item)) throw refuse(XML_JSON_MESSAGES.nestedArray(jsonPath([...path, i])));
    checkName(name, path, isRecord(item) ? scopeWith(scope, attributesOf(item, form.attributePrefix)) : scope);
    checkContent(item, [...path, i], scope, form);
  });
}

/** A processing instruction at the top ('?xml', '?xml-stylesheet'): a name and attributes. */
function checkInstruction(key: string, value: unknown, form: Form): void {
  const path = [key];
  checkName(key.slice(1), path, new Set());
  if (value === '' || value === null) return;
  if (!isRecord(value)) throw refuse(XML_JSON_MESSAGES.notValue(jsonPath(path)));
  const attributes = Object.entries(value);
  for (const [name] of attributes)
    if (!name.startsWith(form.attributePrefix)) throw refuse(XML_JSON_MESSAGES.notValue(jsonPath([key, name])));
  checkAttributes(attributesOf(value, form.attributePrefix), path, new Set(), form.attributePrefix);
}

/** Checks a JSON value in the default form: one root element key, processing instructions beside it. */
export function checkDocument(value: unknown, form: Form): void {
  if (!isRecord(value)) throw refuse(XML_JSON_MESSAGES.notObject(kindOf(value)));
  const roots = Object.keys(value).filter((key) => !key.startsWith('?'));
  if (roots.length !== 1) throw refuse(XML_JSON_MESSAGES.oneRoot(roots.length));
  const root = value[roots[0]];
  if (Array.isArray(root) && root.length !== 1) throw refuse(XML_JSON_MESSAGES.rootArray(jsonPath([roots[0]])));
  for (const [key, item] of Object.entries(value)) {
    if (key.startsWith('?')) checkInstruction(key, item, form);
    else checkElement(key, item, [key], new Set(), form);
  }
}

/** The keep-order form's attributes key (fast-xml-parser's, fixed). */
export const ORDERED_ATTRIBUTES = ':@';

/** One node of the keep-order form: { name: [children], ':@': { attributes } } or { [textKey]: value }. */
function checkOrderedNode(node: unknown, path: Path, scope: ReadonlySet<string>, form: Form, top: boolean): boolean {
  if (!isRecord(node)) throw refuse(XML_JSON_MESSAGES.orderedNode(jsonPath(path)));
  const names = Object.keys(node).filter((key) => key !== ORDERED_ATTRIBUTES);
  if (names.length !== 1) throw refuse(XML_JSON_MESSAGES.orderedNode(jsonPath(path)));
  const [name] = names;
  const children = node[name];
  if (name === form.textKey) {
    if (top) throw refuse(XML_JSON_MESSAGES.textOutsideRoot(jsonPath(path)));
    checkValue(children, [...path, name]);
    return false;
  }
  const attributeMap = node[ORDERED_ATTRIBUTES] ?? {};
  if (!isRecord(attributeMap)) throw refuse(XML_JSON_MESSAGES.orderedNode(jsonPath([...path, ORDERED_ATTRIBUTES])));
  const attributes = attributesOf(attributeMap, form.attributePrefix);
  const inner = scopeWith(scope, attributes);
  const instruction = top && name.startsWith('?');
  checkName(instruction ? name.slice(1) : name, [...path, name], inner);
  checkAttributes(attributes, [...path, ORDERED_ATTRIBUTES], inner, form.attributePrefix);
  if (!Array.isArray(children)) throw refuse(XML_JSON_MESSAGES.orderedChildren(jsonPath([...path, name])));
  if (!instruction) children.forEach((child, i) => checkOrderedNode(child, [...path, name, i], inner, form, false));
  return !instruction;
}

/** Checks a JSON value in the keep-order form: an array of nodes, one of them an element. */
export function checkOrderedDocument(value: unknown, form: Form): void {
  if (!Array.isArray(value)) throw refuse(XML_JSON_MESSAGES.orderedChildren('$'));
  const elements = value.filter((node, i) => checkOrderedNode(node, [i], new Set(), form, true)).length;
  if (elements !== 1) throw refuse(XML_JSON_MESSAGES.oneRoot(elements));
}
