import { describe, expect, it } from 'vitest';
import { fillTemplate, outputFileFor } from './template';

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
  it('finds the description however the template is wrapped (as Prettier writes index.html)', () => {
    const wrapped = template.replace(
      '<meta name="description" content="Default description" />',
      '<meta\n      name="description"\n      content="Default description"\n    />',
    );
    const html = fillTemplate(wrapped, { head: '<meta name="description" content="Mine" />', body: '', marker: '/' });
    expect(html.match(/name="description"/g)).toHaveLength(1);
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
