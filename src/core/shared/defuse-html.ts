/**
 * HTML without its inline script and styles (event-handler attributes, `javascript:` and `vbscript:` addresses,
 * `<script>` and `<style>` elements), read and written by parse5, with no DOM. Why before DOMPurify: in Chromium,
 * merely parsing `<img onerror=…>` or `<style>` in an inert document (DOMParser, a template, createHTMLDocument: every
 * way DOMPurify or turndown can parse) already reports a CSP violation (script-src-attr, style-src-elem), though
 * nothing runs; so the page parses only what has none. DOMPurify still sanitizes
 * the result: this pass is not a sanitizer, only what keeps the parsing quiet.
 */
import { parseFragment, serialize, type DefaultTreeAdapterTypes as Html } from 'parse5';

/** An address that runs script, after the characters a browser skips in a URL's scheme. */
const SCRIPT_URL = /^(javascript|vbscript):/i;
/** The start of an address as a browser reads its scheme: without the controls and blanks it drops (up to DEL). */
function schemeStart(value: string): string {
  let start = '';
  for (const char of value) {
    if (char > ' ' && char !== '\u007f') start += char;
    if (start.length > 'javascript:'.length) break;
  }
  return start;
}

const runsScript = ({ name, value }: { name: string; value: string }) =>
  /^on/i.test(name) || SCRIPT_URL.test(schemeStart(value));

/**
 * Elements whose parsing alone the CSP reports (`<style>`: style-src-elem; `<base href>` to another origin:
 * base-uri), or that are nothing but script.
 */
const DROPPED = new Set(['style', 'script', 'base']);

function defuseNode(node: Html.ParentNode) {
  if (node.childNodes.some((child) => 'tagName' in child && DROPPED.has(child.tagName)))
    node.childNodes = node.childNodes.filter((child) => !('tagName' in child && DROPPED.has(child.tagName)));
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    if (child.attrs.some(runsScript)) child.attrs = child.attrs.filter((attribute) => !runsScript(attribute));
    defuseNode(child);
    if (child.tagName === 'template') defuseNode((child as Html.Template).content);
  }
}

/**
 * What any of those needs to be written: an `on…=` attribute, the word script (an element or a scheme), `<style>`, `<base`, or
 * an entity that can spell a scheme (a numeric one, `&colon;`, `&Tab;`, `&NewLine;`). HTML with none of them is taken
 * as it is, without parsing: parse5 takes some 1 ms per 1-4 KB here, and most documents have none. A false alarm
 * (`reason=` in a text) only costs the parse.
 */
const MAY_RUN = /on[a-z-]*\s*=|script|<style|<base|&#|&colon;|&tab;|&newline;/i;

/** The HTML, its event handlers and script addresses removed (see the module's note). */
export function defuseHtml(html: string): string {
  if (!MAY_RUN.test(html)) return html;
  const fragment = parseFragment(html);
  defuseNode(fragment);
  return serialize(fragment);
}
