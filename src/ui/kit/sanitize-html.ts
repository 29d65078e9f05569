/**
 * The kit's one way to put HTML a tool made into the page (its `view: 'html'` outputs): DOMPurify, on the page
 * (it needs a DOM; the worker has none), before anything touches the live document. Two forms:
 *
 * - `sanitizeHtml`: the HTML to copy or download. Scripts, event handlers, `javascript:` links, frames, forms,
 *   `<style>`, `<meta>`, media and CSS with URLs are gone; remote images are kept (they load where the file is
 *   opened, not here).
 * - `previewFragment`: the same, as a fragment of an inert document ready to insert, where nothing is fetched either:
 *   every image that is not a `data:` URL becomes a placeholder with its alt text and address (the site's CSP would
 *   block the request, and a blocked request is a CSP violation), links open in a new tab, and the document's ids
 *   are prefixed (`user-content-`, as GitHub does) so they cannot clash with the page's, its `#` links following.
 *
 * Both parse only HTML without inline script (`defuseHtml`, with parse5): in Chromium, parsing an event handler even in
 * an inert document reports a CSP violation. A DOMPurify instance is made per window (a jsdom window in unit tests).
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { defuseHtml } from '../../core/shared/defuse-html';
import { KIT_MESSAGES } from './messages';

/** Nothing of these belongs in a preview: forms post, media and `<source>` fetch, `<style>` is refused by the CSP. */
const FORBID_TAGS = ['style', 'form', 'button', 'select', 'textarea', 'video', 'audio', 'source', 'track', 'picture'];
const FORBID_ATTR = ['action', 'formaction', 'srcset', 'background', 'poster', 'ping'];

/** The only inline style kept: a table cell's alignment, as markdown-it writes it (a style can overlay the page). */
const ALIGNMENT = /^text-align:\s*(left|right|center)\s*;?$/i;

const isDataUrl = (url: string) => /^\s*data:image\//i.test(url);

/** The prefix of every id and name in a preview (DOMPurify's SANITIZE_NAMED_PROPS). */
const ID_PREFIX = 'user-content-';

const BASE: Config = { FORBID_TAGS, FORBID_ATTR, USE_PROFILES: { html: true, svg: true } };

function keepAlignmentOnly(purifier: Purifier) {
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style' && !ALIGNMENT.test(data.attrValue.trim())) data.keepAttr = false;
  });
}

/** A preview loads nothing: only `data:` images keep their address, other URLs of non-links go. */
function blockRequests(purifier: Purifier) {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const element = node;
    if (!element.getAttribute) return;
    const tag = element.tagName.toLowerCase();
    if (tag === 'img') {
      const src = element.getAttribute('src') ?? '';
      if (!isDataUrl(src)) {
        element.removeAttribute('src');
        element.setAttribute('data-blocked-src', src);
      }
    } else if (tag === 'a' || tag === 'area') {
      const href = element.getAttribute('href');
      if (href?.startsWith('#')) element.setAttribute('href', `#${ID_PREFIX}${href.slice(1)}`);
      else if (href) {
        element.setAttribute('target', '_blank');
        element.setAttribute('rel', 'noopener noreferrer');
      }
    } else
      for (const name of ['src', 'href', 'xlink:href'])
        if (element.hasAttribute(name) && !(element.getAttribute(name) ?? '').startsWith('#'))
          element.removeAttribute(name);
  });
}

interface Sanitizers {
  purifier: Purifier;
  preview: Purifier;
}

const byWindow = new WeakMap<object, Sanitizers>();

function sanitizersOf(window: Window & typeof globalThis): Sanitizers {
  let found = byWindow.get(window);
  if (!found) {
    const purifier = DOMPurify(window);
    keepAlignmentOnly(purifier);
    const preview = DOMPurify(window);
    keepAlignmentOnly(preview);
    blockRequests(preview);
    found = { purifier, preview };
    byWindow.set(window, found);
  }
  return found;
}

/** The HTML without anything that runs (see the module's note): what Copy and Download take. */
export function sanitizeHtml(html: string, window: Window & typeof globalThis = globalThis.window): string {
  return sanitizersOf(window).purifier.sanitize(defuseHtml(html), BASE);
}

/** The image's placeholder: what it shows and why it is not loaded. */
function placeholderFor(image: Element): Element {
  const document = image.ownerDocument;
  const placeholder = document.createElement('span');
  placeholder.className = 'kit-html-blocked-image';
  placeholder.setAttribute('role', 'img');
  const text = KIT_MESSAGES.imageNotLoaded(
    image.getAttribute('alt') ?? '',
    image.getAttribute('data-blocked-src') ?? '',
  );
  placeholder.setAttribute('aria-label', text);
  placeholder.textContent = text;
  return placeholder;
}

/** The HTML as a fragment of an inert document, sanitized and loading nothing (see the module's note). */
export function previewFragment(
  html: string,
  window: Window & typeof globalThis = globalThis.window,
): DocumentFragment {
  const fragment = sanitizersOf(window).preview.sanitize(defuseHtml(html), {
    ...BASE,
    RETURN_DOM_FRAGMENT: true,
    SANITIZE_NAMED_PROPS: true,
  });
  for (const image of fragment.querySelectorAll('img[data-blocked-src]')) image.replaceWith(placeholderFor(image));
  return fragment;
}
