/**
 * The kit's one way to put HTML a tool made into the page (its `view: 'html'` outputs): DOMPurify, on the page
 * (it needs a DOM), before anything touches the live document. `sanitizeHtml` gives the HTML to copy or download;
 * `previewFragment` gives an inert fragment to insert, where nothing is fetched either (a request the CSP blocks is
 * a violation). Both parse only HTML without inline script, `<style>` or `<base>` (`defuseHtml`), since Chromium
 * reports a violation for those even in an inert document. What each form keeps: ./README.md.
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

/** Where an image's address was, once removed: the placeholder names it. */
const BLOCKED_SRC = 'data-blocked-src';

/** An image's address left out of the preview (see BLOCKED_SRC); a `data:` one is kept. */
function blockImage(element: Element, name: string) {
  const src = element.getAttribute(name) ?? '';
  if (isDataUrl(src)) return;
  element.removeAttribute(name);
  element.setAttribute(BLOCKED_SRC, src);
}

/** An SVG `<image>`'s address, under either name. */
const svgImageAddress = (element: Element) => (element.hasAttribute('href') ? 'href' : 'xlink:href');

/** The prefix of every id and name in a preview (DOMPurify's SANITIZE_NAMED_PROPS). */
const ID_PREFIX = 'user-content-';

const BASE: Config = { FORBID_TAGS, FORBID_ATTR, USE_PROFILES: { html: true, svg: true } };

function keepAlignmentOnly(purifier: Purifier) {
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style' && !ALIGNMENT.test(data.attrValue.trim())) data.keepAttr = false;
  });
}

/** A CSS reference to anything but the document's own fragment (`fill="url(#g)"` stays): SVG's paint, filters, masks. */
const FOREIGN_CSS_URL = /url\(\s*['"]?\s*(?!#)/i;

/** A preview loads nothing: only `data:` images keep their address, other URLs of non-links go. */
function blockRequests(purifier: Purifier) {
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (FOREIGN_CSS_URL.test(data.attrValue)) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const element = node;
    if (!element.getAttribute) return;
    const tag = element.tagName.toLowerCase();
    if (tag === 'img') blockImage(element, 'src');
    else if (tag === 'image' && element.hasAttribute(svgImageAddress(element))) {
      // Only one of the two names is read (href first): the other goes.
      const name = svgImageAddress(element);
      blockImage(element, name);
      if (name === 'href') element.removeAttribute('xlink:href');
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

/** The image's placeholder: its address (and alt text) shown, a disclosure that says why it is not loaded. */
function placeholderFor(image: Element): Element {
  const document = image.ownerDocument;
  const placeholder = document.createElement('details');
  placeholder.className = 'kit-html-blocked-image';
  const summary = document.createElement('summary');
  summary.textContent = KIT_MESSAGES.imageNotLoaded(
    image.getAttribute(BLOCKED_SRC) ?? '',
    image.getAttribute('alt') ?? '',
  );
  const why = document.createElement('p');
  why.textContent = KIT_MESSAGES.imageNotLoadedWhy;
  placeholder.append(summary, why);
  return placeholder;
}

/** Each blocked image replaced by its placeholder; an SVG's placeholders go after its outermost `<svg>`. */
function placeBlockedImages(fragment: DocumentFragment) {
  for (const image of fragment.querySelectorAll(`img[${BLOCKED_SRC}]`)) image.replaceWith(placeholderFor(image));
  for (const image of [...fragment.querySelectorAll(`svg image[${BLOCKED_SRC}]`)].reverse()) {
    let drawing = image.closest('svg')!;
    for (let outer = drawing.parentElement?.closest('svg'); outer; outer = outer.parentElement?.closest('svg'))
      drawing = outer;
    drawing.after(placeholderFor(image));
    image.remove();
  }
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
  placeBlockedImages(fragment);
  return fragment;
}
