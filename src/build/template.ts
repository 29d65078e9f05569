/** Filling the built index.html with one route's prerendered markup and head tags (pure). */

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/;
const ROOT = '<div id="root"></div>';

export function fillTemplate(
  template: string,
  { head, body, marker }: { head: string; body: string; marker: string },
): string {
  if (!TITLE.test(template) || !template.includes(ROOT)) {
    throw new Error('index.html needs a <title> and an empty <div id="root"></div> to prerender into');
  }
  const markerAttr = marker.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return template
    .replace(DESCRIPTION, '')
    .replace(TITLE, () => head)
    .replace(ROOT, () => `<div id="root" data-prerendered="${markerAttr}">${body}</div>`);
}

/** Where a route's file goes inside the output folder: '/' is index.html, '/about' is about/index.html. */
export function outputFileFor(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * Puts the policy in a <meta http-equiv> tag right after <meta charset>: a policy in a meta tag only
 * governs what comes after it, so it must precede every script and stylesheet.
 */
export function withPolicyMeta(template: string, policy: string): string {
  if (!CHARSET.test(template))
    throw new Error('index.html needs a <meta charset> to put the Content-Security-Policy after');
  const content = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return template.replace(
    CHARSET,
    (charset) => `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${content}" />`,
  );
}

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;
const FIRST_SCRIPT = /\n?\s*<script type="module"/;

/**
 * Moves the stylesheets ahead of the module script and its modulepreload links. A stylesheet holds the first
 * paint: listed after forty preloads, a slow phone only asked for it once those were on their way (a second
 * later with 4x CPU throttling), and the prerendered page waited for it.
 */
export function stylesheetsFirst(template: string): string {
  const sheets = template.match(STYLESHEET);
  const script = FIRST_SCRIPT.exec(template);
  if (!sheets || !script) return template;
  const rest = template.replace(STYLESHEET, '');
  const at = rest.search(FIRST_SCRIPT);
  return rest.slice(0, at) + sheets.join('') + rest.slice(at);
}
