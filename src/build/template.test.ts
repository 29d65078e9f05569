import { describe, expect, it } from 'vitest';
import { fillTemplate, outputFileFor, stylesheetsFirst, withPolicyMeta } from './template';

const template = `<!doctype html><html><head>
    <meta charset="UTF-8" />
    <title>Default</title>
    <meta name="description" content="Default description" />
  </head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>`;

describe('fillTemplate', () => {
  it('replaces the title and description with the page head and fills the root', () => {
    const html = fillTemplate(template, {
      head: '<title>Page</title>\n<meta name="description" content="Mine" />',
      body: '<h1>Hi $&</h1>',
      marker: '/a',
    });
    expect(html).toContain('<title>Page</title>');
    expect(html).not.toContain('Default');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root" data-prerendered="/a"><h1>Hi $&</h1></div>');
    expect(html).toContain('<script type="module" src="/a.js"></script>');
  });
  it('removes a description meta tag that Prettier split over several lines', () => {
    const multiLine = template.replace(
      '<meta name="description" content="Default description" />',
      '<meta\n      name="description"\n      content="Default description"\n    />',
    );
    const html = fillTemplate(multiLine, {
      head: '<title>P</title><meta name="description" content="Mine" />',
      body: '',
      marker: '/',
    });
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('Default description');
  });
  it('refuses a template it cannot fill', () => {
    expect(() => fillTemplate('<html></html>', { head: '', body: '', marker: '/' })).toThrow(/root/);
  });
});

describe('outputFileFor', () => {
  it('puts each route in its own folder', () => {
    expect(outputFileFor('/')).toBe('index.html');
    expect(outputFileFor('/about')).toBe('about/index.html');
    expect(outputFileFor('/tools/hash-generator/')).toBe('tools/hash-generator/index.html');
  });
});

describe('withPolicyMeta', () => {
  it('puts the policy first in the head, right after the charset, before any script', () => {
    const html = withPolicyMeta(template, "default-src 'self'; script-src 'self'");
    const meta = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'" />`;
    expect(html).toContain(`<meta charset="UTF-8" />\n    ${meta}`);
    expect(html.indexOf(meta)).toBeLessThan(html.indexOf('<script'));
  });
  it('escapes the policy for the attribute', () => {
    expect(withPolicyMeta(template, 'a"&b')).toContain('content="a&quot;&amp;b"');
  });
  it('refuses a template without a charset', () => {
    expect(() => withPolicyMeta('<head></head>', "default-src 'self'")).toThrow(/charset/);
  });
});

describe('stylesheetsFirst', () => {
  const BUILT = [
    '<head>',
    '    <script>theme()</script>',
    '    <script type="module" crossorigin src="/assets/index.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
    '  </head>',
  ].join('\n');

  it('puts the stylesheet before the module script and its preloads, after the inline theme script', () => {
    const html = stylesheetsFirst(BUILT);
    const order = ['theme()', 'index.css', 'index.js', 'react.js'].map((part) => html.indexOf(part));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html.match(/index\.css/g)).toHaveLength(1);
  });

  it('leaves a page without a module script or a stylesheet alone', () => {
    expect(stylesheetsFirst('<head><link rel="stylesheet" href="/a.css"></head>')).toBe(
      '<head><link rel="stylesheet" href="/a.css"></head>',
    );
    expect(stylesheetsFirst('<head><script type="module" src="/a.js"></script></head>')).toBe(
      '<head><script type="module" src="/a.js"></script></head>',
    );
  });
});
