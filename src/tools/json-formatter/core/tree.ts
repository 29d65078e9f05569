/**
 * The JSON tree view's model: a parse of a (small) JSON text into nodes that keep numbers as written, so the tree
 * shows 12345678901234567890 exactly (JSON.parse would round it). Iterative, so hostile nesting cannot overflow
 * the call stack. The text must already be valid JSON (the formatter checked it); anything else throws.
 */
export type JsonNode =
  | { kind: 'object'; entries: [key: string, value: JsonNode][] }
  | { kind: 'array'; items: JsonNode[] }
  | { kind: 'string'; value: string }
  | { kind: 'number' | 'literal'; text: string };

/** Inputs up to this many characters get a tree (parsed on the page: about 10 ms a megabyte). */
export const TREE_MAX_CHARS = 1 << 20;

const TOKEN = /\s*(?:("(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|(true|false|null)|([{}[\]:,]))/y;

interface Open {
  node: Extract<JsonNode, { kind: 'object' | 'array' }>;
}

/** Parses valid JSON into a tree; throws a SyntaxError on text that is not. */
export function parseJsonTree(text: string): JsonNode {
  TOKEN.lastIndex = 0;
  const stack: Open[] = [];
  let root: JsonNode | undefined;
  let pendingKey: string | null = null;
  /** Right after '{' or an object's ',': the next string is a key. */
  let keyNext = false;

  const add = (node: JsonNode) => {
    const parent = stack.at(-1);
    if (!parent) {
      if (root) throw new SyntaxError('Unexpected data after the JSON value');
      root = node;
    } else if (parent.node.kind === 'array') parent.node.items.push(node);
    else {
      if (pendingKey === null) throw new SyntaxError('Expected a key');
      parent.node.entries.push([pendingKey, node]);
      pendingKey = null;
    }
  };

  let end = 0;
  for (let match = TOKEN.exec(text); match; match = TOKEN.exec(text)) {
    end = TOKEN.lastIndex;
    const [, string, number, literal, punct] = match;
    const parent = stack.at(-1);
    if (string !== undefined) {
      const value = JSON.parse(string) as string;
      if (keyNext) pendingKey = value;
      else add({ kind: 'string', value });
      keyNext = false;
    } else if (number !== undefined) add({ kind: 'number', text: number });
    else if (literal !== undefined) add({ kind: 'literal', text: literal });
    else if (punct === '{' || punct === '[') {
      const node: Open['node'] = punct === '{' ? { kind: 'object', entries: [] } : { kind: 'array', items: [] };
      add(node);
      stack.push({ node });
      keyNext = punct === '{';
    } else if (punct === '}' || punct === ']') {
      const matching = parent && (punct === '}') === (parent.node.kind === 'object');
      if (!matching || pendingKey !== null) throw new SyntaxError(`Unexpected ${punct}`);
      stack.pop();
    } else if (punct === ',') keyNext = parent?.node.kind === 'object';
  }
  if (!root || stack.length || text.slice(end).trim() !== '') throw new SyntaxError('Not valid JSON');
  return root;
}

/** The tree written back as minified JSON (numbers as written): the tests' check that nothing was lost. */
export function writeJsonTree(node: JsonNode): string {
  switch (node.kind) {
    case 'object':
      return `{${node.entries.map(([key, value]) => `${JSON.stringify(key)}:${writeJsonTree(value)}`).join(',')}}`;
    case 'array':
      return `[${node.items.map(writeJsonTree).join(',')}]`;
    case 'string':
      return JSON.stringify(node.value);
    default:
      return node.text;
  }
}

/** A container's size as the tree's summary says it: '3 keys', '1 item'. */
export function describeSize(node: JsonNode): string {
  if (node.kind === 'object') return node.entries.length === 1 ? '1 key' : `${node.entries.length} keys`;
  if (node.kind === 'array') return node.items.length === 1 ? '1 item' : `${node.items.length} items`;
  return '';
}
