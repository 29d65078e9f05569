// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../tools/markdown-preview/core';
import { previewFragment, sanitizeHtml } from './sanitize-html';

/** Documents that would run something, fetch something or leave the page if their HTML were inserted as it is. */
const HOSTILE_DOCUMENTS = [
  '<img src=x onerror=alert(1)>',
  '[click](javascript:alert(1))',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">click</a>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)><circle r="4"/></svg>',
  '<svg><image href="https://evil.example/x.png"/></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<form action="https://evil.example"><input name="q"><button>Go</button></form>',
  '<style>body { display: none }</style>',
  '<meta http-equiv="refresh" content="0; url=https://evil.example">',
  '<p style="position:fixed;inset:0;background:url(https://evil.example/t.png)">overlay</p>',
  '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x">',
  '<video src="https://evil.example/v.mp4" poster="https://evil.example/p.png"></video>',
  '<picture><source srcset="https://evil.example/a.png"><img src="data:image/png;base64,iVBORw0KGgo=" alt="ok"></picture>',
  '<details open ontoggle=alert(1)>x</details>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/s.css">',
  '<div id="root" name="x">clobber</div>',
  '![remote](https://example.com/cat.png "A cat")',
];

const wrap = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

/** What must never be in sanitized HTML: handlers, script URLs, scripts and frames, forms, styles, meta. */
function faults(root: DocumentFragment): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'frame', 'object', 'embed', 'form', 'style', 'meta', 'base', 'link'].includes(tag))
      found.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      if (/^on/i.test(name)) found.push(`${tag} ${name}`);
      if (/^\s*(javascript|vbscript):/i.test(value)) found.push(`${tag} ${name}=${value}`);
    }
  }
  return found;
}

/** Every address the preview would fetch: only data: images may stay. */
function requests(root: DocumentFragment): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*'))
    for (const name of ['src', 'srcset', 'poster', 'background', 'data'])
      if (element.hasAttribute(name) && !/^data:image\//.test(element.getAttribute(name)!)) found.push(name);
  for (const element of root.querySelectorAll('svg [href], svg [xlink\\:href]'))
    if (element.tagName.toLowerCase() !== 'a') found.push('svg href');
  return found;
}

describe('sanitizing rendered Markdown', () => {
  it.each(HOSTILE_DOCUMENTS)('%s: nothing runs, in the copied HTML and in the preview', (markdown) => {
    const html = renderMarkdown(markdown);
    expect(faults(wrap(sanitizeHtml(html)))).toEqual([]);
    const fragment = previewFragment(html);
    expect(faults(fragment)).toEqual([]);
    expect(requests(fragment)).toEqual([]);
    expect(fragment.querySelector('[style]')).toBeNull();
  });

  it('a remote image becomes a placeholder with its address and alt text, opening on why; a data: image stays', () => {
    const fragment = previewFragment(
      renderMarkdown('![A cat](https://example.com/cat.png) ![dot](data:image/png;base64,iVBORw0KGgo=)'),
    );
    const placeholder = fragment.querySelector('details.kit-html-blocked-image')!;
    expect(placeholder.querySelector('summary')!.textContent).toBe(
      'Remote image not loaded: https://example.com/cat.png (A cat)',
    );
    expect(placeholder.textContent).toMatch(/This page fetches nothing from other sites/);
    expect(fragment.querySelectorAll('img')).toHaveLength(1);
    expect(fragment.querySelector('img')!.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('an SVG image becomes a placeholder after its drawing; CSS references elsewhere go, local ones stay', () => {
    const fragment = previewFragment(
      '<p><svg><g><svg><image xlink:href="http://e.example/a.png"/></svg></g><rect fill="url(#p)" filter="url( \'http://e.example/f#f\')"/></svg></p>',
    );
    expect(fragment.querySelector('image')).toBeNull();
    const drawing = fragment.querySelector('p > svg')!;
    expect(drawing.nextElementSibling!.querySelector('summary')!.textContent).toBe(
      'Remote image not loaded: http://e.example/a.png',
    );
    expect(fragment.querySelector('rect')!.getAttribute('fill')).toBe('url(#p)');
    expect(fragment.querySelector('rect')!.hasAttribute('filter')).toBe(false);
  });

  it('the copied HTML keeps remote images (they load where the file is opened)', () => {
    expect(sanitizeHtml(renderMarkdown('![A cat](https://example.com/cat.png)'))).toBe(
      '<p><img src="https://example.com/cat.png" alt="A cat"></p>\n',
    );
  });

  it('keeps what Markdown writes: task checkboxes, alignment, classes, footnote links (ids prefixed in the preview)', () => {
    const html = renderMarkdown('- [x] a\n\n| a |\n|--:|\n| 1 |\n\nb[^1]\n\n[^1]: n\n\n```js\nlet x\n```');
    const fragment = previewFragment(html);
    expect(fragment.querySelector('input[type="checkbox"][disabled][checked]')?.getAttribute('aria-label')).toBe(
      'Done',
    );
    expect(fragment.querySelector('th')!.getAttribute('style')).toBe('text-align:right');
    expect(fragment.querySelector('.tok-keyword')!.textContent).toBe('let');
    const ref = fragment.querySelector('.footnote-ref a')!;
    expect(ref.getAttribute('href')).toBe('#user-content-fn1');
    expect(fragment.querySelector('#user-content-fn1')).not.toBeNull();
  });

  it('links open in a new tab, without the opener', () => {
    const link = previewFragment(renderMarkdown('<https://example.com>')).querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('any text, hostile fragments mixed in, renders and sanitizes with nothing that runs or fetches', () => {
    const pieces = fc.oneof(
      fc.constantFrom(
        ...HOSTILE_DOCUMENTS,
        '<',
        '>',
        '"',
        "'",
        '=',
        ' on',
        'onerror=',
        'javascript:',
        '\n\n',
        '`',
        '*',
      ),
      fc.string({ maxLength: 20 }),
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        fc.pre(text.trim() !== '');
        const html = renderMarkdown(text);
        expect(faults(wrap(sanitizeHtml(html)))).toEqual([]);
        const fragment = previewFragment(html);
        expect(faults(fragment)).toEqual([]);
        expect(requests(fragment)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
