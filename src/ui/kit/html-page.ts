/**
 * A standalone HTML file of a rendered output (the kit's `view: 'html'` Download page): the sanitized HTML in a
 * plain page with the preview's own stylesheet inlined (a downloaded file is not under the site's CSP).
 */
import PAGE_CSS from './html-output.css?raw';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page: `body` is sanitized HTML (sanitizeHtml), `title` plain text. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeText(title)}</title>
<style>
body { margin: 2rem auto; max-width: 50rem; padding: 0 1rem; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
${PAGE_CSS}</style>
</head>
<body>
<main class="kit-html">
${body}</main>
</body>
</html>
`;
}
