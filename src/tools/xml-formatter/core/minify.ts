/**
 * Minifies well-formed XML (the validator has passed it): whitespace-only text between tags goes, unless an
 * element asks to keep it (xml:space="preserve"); tags lose the blanks between attributes; comments go unless
 * kept. Text, CDATA, attribute values, processing instructions and the DOCTYPE stay exactly as written.
 */

const isXmlSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

const isBlank = (text: string) => {
  for (let i = 0; i < text.length; i++) if (!isXmlSpace(text.charCodeAt(i))) return false;
  return true;
};

/** Index just past `end` searched from `from` (the end of the text when missing: the validator ruled that out). */
const pastEnd = (text: string, end: string, from: number) => {
  const at = text.indexOf(end, from);
  return at === -1 ? text.length : at + end.length;
};

/** Index just past a DOCTYPE's closing '>', skipping its internal subset and quoted literals. */
function pastDoctype(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      const close = text.indexOf(c, i + 1);
      i = close === -1 ? text.length : close;
    } else if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === '>' && depth <= 0) return i + 1;
  }
  return text.length;
}

interface Tag {
  /** The tag rewritten: name, then each attribute after one space, quotes as written. */
  text: string;
  end: number;
  selfClosing: boolean;
  /** Its xml:space value, if it has one. */
  space: string | undefined;
}

/** Reads the start tag at `from` ('<' then its name). */
function readStartTag(text: string, from: number): Tag {
  let i = from + 1;
  const skipSpace = () => {
    while (i < text.length && isXmlSpace(text.charCodeAt(i))) i++;
  };
  const readName = () => {
    const start = i;
    while (i < text.length && !isXmlSpace(text.charCodeAt(i)) && !'=/>'.includes(text[i])) i++;
    return text.slice(start, i);
  };
  let out = '<' + readName();
  let space: string | undefined;
  for (;;) {
    skipSpace();
    if (i >= text.length || text[i] === '>' || text[i] === '/') break;
    const name = readName();
    skipSpace();
    i++; // '='
    skipSpace();
    const quote = text[i];
    const close = text.indexOf(quote, i + 1);
    const value = text.slice(i + 1, close);
    i = close + 1;
    out += ` ${name}=${quote}${value}${quote}`;
    if (name === 'xml:space') space = value;
  }
  const selfClosing = text[i] === '/';
  const end = pastEnd(text, '>', i);
  return { text: out + (selfClosing ? '/>' : '>'), end, selfClosing, space };
}

export function minifyWellFormedXml(text: string, { keepComments }: { keepComments: boolean }): string {
  const out: string[] = [];
  // Whether each open element keeps its whitespace (xml:space, inherited).
  const preserve: boolean[] = [false];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '<') {
      const next = text.indexOf('<', i);
      const end = next === -1 ? text.length : next;
      const run = text.slice(i, end);
      if (preserve[preserve.length - 1] || !isBlank(run)) out.push(run);
      i = end;
    } else if (text.startsWith('<!--', i)) {
      const end = pastEnd(text, '-->', i + 4);
      if (keepComments) out.push(text.slice(i, end));
      i = end;
    } else if (text.startsWith('<![CDATA[', i)) {
      const end = pastEnd(text, ']]>', i + 9);
      out.push(text.slice(i, end));
      i = end;
    } else if (text.startsWith('<?', i)) {
      const end = pastEnd(text, '?>', i + 2);
      out.push(text.slice(i, end));
      i = end;
    } else if (text.startsWith('<!', i)) {
      const end = pastDoctype(text, i + 2);
      out.push(text.slice(i, end));
      i = end;
    } else if (text.startsWith('</', i)) {
      const end = pastEnd(text, '>', i + 2);
      out.push(`</${text.slice(i + 2, end - 1).trim()}>`);
      if (preserve.length > 1) preserve.pop();
      i = end;
    } else {
      const tag = readStartTag(text, i);
      out.push(tag.text);
      const inherited = preserve[preserve.length - 1];
      if (!tag.selfClosing) preserve.push(tag.space === undefined ? inherited : tag.space === 'preserve');
      i = tag.end;
    }
  }
  return out.join('');
}
