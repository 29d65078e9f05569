/**
 * Drops the blanks of a page that a browser cannot render: collapsible whitespace at the start or end of a line
 * box, and a blank that follows another. html-minifier-terser cannot do this safely (without conservativeCollapse
 * it glues words around inline elements it does not know), so it collapses conservatively and this pass, on a real
 * parse (parse5) of its output, removes only what cannot show. It assumes each element's default display and keeps
 * a blank whenever it is not sure. The cases: ../README.md.
 */
import { html as spec, parse, type DefaultTreeAdapterTypes as Html } from 'parse5';

/** Elements that are blocks, list items or table parts by default: a blank next to their edges starts or ends a line. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'center',
  'col',
  'colgroup',
  'dd',
  'details',
  'dir',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'frameset',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'html',
  'legend',
  'li',
  'listing',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'plaintext',
  'pre',
  'search',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'xmp',
]);

/** Elements a browser does not draw by default (display: none): blanks on either side meet across them. */
const HIDDEN = new Set([
  'area',
  'base',
  'basefont',
  'datalist',
  'head',
  'link',
  'meta',
  'noembed',
  'noframes',
  'param',
  'rp',
  'script',
  'style',
  'template',
  'title',
]);

/**
 * Inline elements whose edges draw nothing by default: a line's start or end seen from inside them is the
 * line's start or end. Any other element (inline-blocks, replaced elements, <q> with its quote marks, bidi
 * isolates) stops the search: keep.
 */
const INLINE = new Set([
  'a',
  'abbr',
  'acronym',
  'b',
  'big',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'ins',
  'kbd',
  'label',
  'mark',
  'nobr',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'tt',
  'u',
  'var',
]);

/**
 * Where whitespace is content, or laid out by rules of its own (a select's options, ruby, where blocks are made
 * inline): left as the minifier left it.
 */
const PRESERVED = new Set([
  'pre',
  'textarea',
  'listing',
  'plaintext',
  'xmp',
  'script',
  'style',
  'noscript',
  'select',
  'option',
  'optgroup',
  'ruby',
  'rb',
  'rt',
  'rtc',
]);

/** CSS's collapsible white space (HTML's ASCII whitespace); a no-break space is content. */
const LEADING_BLANKS = /^[ \t\n\f\r]+/;
const TRAILING_BLANKS = /[ \t\n\f\r]+$/;
const ONLY_BLANKS = /^[ \t\n\f\r]*$/;

/** What comes before or after a blank in the line, looking past what does not render. */
type Neighbour = 'line edge' | 'blank' | 'content';

type Range = [start: number, end: number];

const isElement = (node: Html.Node): node is Html.Element => 'tagName' in node;
const isText = (node: Html.Node): node is Html.TextNode => node.nodeName === '#text';
const attribute = (element: Html.Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

const isHidden = (element: Html.Element) =>
  HIDDEN.has(element.tagName) ||
  attribute(element, 'hidden') !== undefined ||
  (element.tagName === 'input' && attribute(element, 'type')?.toLowerCase() === 'hidden') ||
  (element.tagName === 'dialog' && attribute(element, 'open') === undefined);

const isBlock = (element: Html.Element) =>
  BLOCKS.has(element.tagName) || (element.tagName === 'dialog' && attribute(element, 'open') !== undefined);

/** Whether the minifier's blanks in this text node may be touched: not in <pre> and the like, SVG or MathML. */
function isCollapsible(text: Html.TextNode): boolean {
  for (let node = text.parentNode; node && isElement(node); node = node.parentNode) {
    if (node.namespaceURI !== spec.NS.HTML || PRESERVED.has(node.tagName) || isHidden(node)) return false;
    if (/white-space|text-wrap/i.test(attribute(node, 'style') ?? '')) return false;
  }
  return true;
}

const positions = new WeakMap<Html.ChildNode, number>();

/** The node's place among its parent's children (all of them indexed on the first ask: pages have long lists). */
function indexOf(node: Html.ChildNode): number {
  let index = positions.get(node);
  if (index === undefined) {
    node.parentNode?.childNodes.forEach((child, at) => positions.set(child, at));
    index = positions.get(node) ?? -1;
  }
  return index;
}

/** The node's text as the minifier wrote it, less the blanks this pass already dropped from its edges. */
function remainingText(source: string, node: Html.TextNode, dropped: ReadonlyMap<Html.TextNode, Range[]>): string {
  const location = node.sourceCodeLocation;
  if (!location) return node.value;
  let { startOffset: start, endOffset: end } = location;
  for (const [from, to] of dropped.get(node) ?? []) {
    if (from === start) start = to;
    if (to === end) end = from;
  }
  return source.slice(start, Math.max(start, end));
}

/**
 * What the line holds just before `node` (step = -1) or just after it (step = 1): the edge of a line (a block's
 * edge or a <br>), a blank (only looking back, where the blanks before are already settled), or content.
 * Hidden elements, comments and text reduced to nothing are passed over; inline edges are looked through
 * going out, never going in (an inline element may draw, e.g. an icon).
 */
function neighbour(
  source: string,
  node: Html.ChildNode,
  step: -1 | 1,
  dropped: ReadonlyMap<Html.TextNode, Range[]>,
): Neighbour {
  let current: Html.ChildNode = node;
  for (;;) {
    const parent = current.parentNode;
    if (!parent || !isElement(parent)) return 'line edge';
    const sibling: Html.ChildNode | undefined = parent.childNodes[indexOf(current) + step];
    if (!sibling) {
      if (isBlock(parent)) return 'line edge';
      if (!INLINE.has(parent.tagName)) return 'content';
      current = parent;
    } else if (isText(sibling)) {
      const text = remainingText(source, sibling, dropped);
      if (!ONLY_BLANKS.test(text)) return step < 0 && TRAILING_BLANKS.test(text) ? 'blank' : 'content';
      // Blanks only: when they are still there (not yet settled, or kept) they collapse with this one.
      if (step < 0 && text !== '') return 'blank';
      current = sibling;
    } else if (isElement(sibling)) {
      if (isBlock(sibling) || sibling.tagName === 'br') return 'line edge';
      if (!isHidden(sibling)) return 'content';
      current = sibling;
    } else {
      current = sibling;
    }
  }
}

/** The blanks at the edges of one text node that cannot render, as source ranges. */
function unrenderedBlanks(source: string, text: Html.TextNode, dropped: ReadonlyMap<Html.TextNode, Range[]>): Range[] {
  const location = text.sourceCodeLocation;
  if (!location) return [];
  const { startOffset: start, endOffset: end } = location;
  const written = source.slice(start, end);
  const before = neighbour(source, text, -1, dropped);
  const after = neighbour(source, text, 1, dropped);
  // After a line's start or after another blank, a blank collapses away; before a line's end too.
  const collapsesBefore = before !== 'content';
  if (ONLY_BLANKS.test(written)) return collapsesBefore || after === 'line edge' ? [[start, end]] : [];
  const ranges: Range[] = [];
  const leading = LEADING_BLANKS.exec(written)?.[0].length ?? 0;
  const trailing = TRAILING_BLANKS.exec(written)?.[0].length ?? 0;
  if (leading && collapsesBefore) ranges.push([start, start + leading]);
  if (trailing && after === 'line edge') ranges.push([end - trailing, end]);
  return ranges;
}

function* textNodes(node: Html.ParentNode): Generator<Html.TextNode> {
  for (const child of node.childNodes) {
    if (isText(child)) yield child;
    // A <template>'s content is a separate fragment (not in childNodes): its blanks stay, as it may go anywhere.
    else if ('childNodes' in child) yield* textNodes(child);
  }
}

/** `html` (a minifier's output, every run of blanks already one) without the blanks a browser cannot render. */
export function dropUnrenderedBlanks(html: string): string {
  const dropped = new Map<Html.TextNode, Range[]>();
  // Parsed as with scripts off, so a <noscript>'s markup is elements (left alone) and not one text hiding the rest.
  for (const text of textNodes(parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false }))) {
    if (!isCollapsible(text)) continue;
    const ranges = unrenderedBlanks(html, text, dropped);
    if (ranges.length) dropped.set(text, ranges);
  }
  const cuts = [...dropped.values()].flat().sort(([a], [b]) => a - b);
  let result = '';
  let from = 0;
  for (const [start, end] of cuts) {
    result += html.slice(from, start);
    from = Math.max(from, end);
  }
  return result + html.slice(from);
}
