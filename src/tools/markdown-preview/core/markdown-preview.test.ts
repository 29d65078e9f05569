import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import footnote from 'markdown-it-footnote';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import { HIGHLIGHT_BUDGET_CHARS, HIGHLIGHTED_LANGUAGES } from './highlight';
import { HTML_TO_MARKDOWN_LIMIT, htmlToMarkdown, renderMarkdown } from './index';

describe('Markdown → HTML: CommonMark', () => {
  it.each([
    ['# Title', '<h1>Title</h1>\n'],
    ['Setext\n===', '<h1>Setext</h1>\n'],
    ['*em* **strong** `code`', '<p><em>em</em> <strong>strong</strong> <code>code</code></p>\n'],
    ['> quote', '<blockquote>\n<p>quote</p>\n</blockquote>\n'],
    ['1. one\n2. two', '<ol>\n<li>one</li>\n<li>two</li>\n</ol>\n'],
    ['    indented', '<pre><code>indented\n</code></pre>\n'],
    ['[a](https://x.org "t")', '<p><a href="https://x.org" title="t">a</a></p>\n'],
    ['![alt](img.png)', '<p><img src="img.png" alt="alt"></p>\n'],
    ['a  \nb', '<p>a<br>\nb</p>\n'],
    ['***', '<hr>\n'],
    ['&copy; &#35;', '<p>© #</p>\n'],
    ['\\*not em\\*', '<p>*not em*</p>\n'],
  ])('%j', (markdown, html) => expect(renderMarkdown(markdown)).toBe(html));

  it('keeps raw HTML as markdown-it writes it (the preview sanitizes it)', () => {
    expect(renderMarkdown('<div align="center">\n\n*x*\n\n</div>')).toBe(
      '<div align="center">\n<p><em>x</em></p>\n</div>',
    );
  });

  it('refuses blank input in its own words', () => {
    expect(() => renderMarkdown(' \n ')).toThrow(new ToolError('Please enter Markdown to preview'));
  });
});

describe('Markdown → HTML: GFM', () => {
  it('tables, with alignment and inline Markdown in cells', () => {
    expect(renderMarkdown('| a | b |\n|:-|-:|\n| *1* | 2 |')).toBe(
      '<table>\n<thead>\n<tr>\n<th style="text-align:left">a</th>\n<th style="text-align:right">b</th>\n</tr>\n' +
        '</thead>\n<tbody>\n<tr>\n<td style="text-align:left"><em>1</em></td>\n<td style="text-align:right">2</td>\n' +
        '</tr>\n</tbody>\n</table>\n',
    );
  });

  it('strikethrough', () => expect(renderMarkdown('~~gone~~')).toBe('<p><s>gone</s></p>\n'));

  it('autolinks bare URLs with a scheme (linkify), not inside code; not a bare www address (it would link README.md too)', () => {
    expect(renderMarkdown('see https://example.com/a?b=1 and www.example.org, `https://no.link`')).toBe(
      '<p>see <a href="https://example.com/a?b=1">https://example.com/a?b=1</a> and ' +
        'www.example.org, <code>https://no.link</code></p>\n',
    );
  });

  it('task lists: a named, disabled checkbox per item; the list and items classed as GitHub does', () => {
    const html = renderMarkdown('- [ ] open\n- [x] done\n- [X] Done too\n- plain [ ] not a task');
    expect(html).toContain('<ul class="contains-task-list">');
    expect(html).toContain(
      '<li class="task-list-item"><input class="task-list-item-checkbox" type="checkbox" disabled="" aria-label="Not done"> open</li>',
    );
    expect(html).toContain('checked="" aria-label="Done"> done</li>');
    expect(html).toContain('checked="" aria-label="Done"> Done too</li>');
    expect(html).toContain('<li>plain [ ] not a task</li>');
  });

  it('task lists nested in a task list, and in an ordered list', () => {
    const html = renderMarkdown('1. [x] a\n   - [ ] b');
    expect(html).toMatch(/^<ol class="contains-task-list">/);
    expect(html).toContain('<ul class="contains-task-list">');
    expect(html.match(/type="checkbox"/g)).toHaveLength(2);
  });

  it('footnotes', () => {
    const html = renderMarkdown('Text[^1].\n\n[^1]: The note.');
    expect(html).toContain('<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup>');
    expect(html).toContain(
      '<li id="fn1" class="footnote-item"><p>The note. <a href="#fnref1" class="footnote-backref">',
    );
  });
});

describe('code blocks', () => {
  it('are highlighted by their language with tok- classes', () => {
    expect(renderMarkdown('```js\nlet x = 1; // c\n```')).toBe(
      '<pre><code class="language-js"><span class="tok-keyword">let</span> ' +
        '<span class="tok-variableName tok-definition">x</span> <span class="tok-operator">=</span> ' +
        '<span class="tok-number">1</span><span class="tok-punctuation">;</span> <span class="tok-comment">// c</span>\n' +
        '</code></pre>\n',
    );
  });

  it.each(HIGHLIGHTED_LANGUAGES)('%s: highlighted, the text unchanged and escaped', (language) => {
    const code = '<a href="x">{"k": 1}</a> & <b>';
    const html = renderMarkdown('```' + language + '\n' + code + '\n```');
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toBe('&lt;a href="x"&gt;{"k": 1}&lt;/a&gt; &amp; &lt;b&gt;\n\n');
  });

  it('other languages, and code past the budget of a document, stay plain (escaped by markdown-it)', () => {
    expect(renderMarkdown('```sh\necho <hi>\n```')).toBe(
      '<pre><code class="language-sh">echo &lt;hi&gt;\n</code></pre>\n',
    );
    const long = 'x'.repeat(HIGHLIGHT_BUDGET_CHARS + 1);
    expect(renderMarkdown('```js\n' + long + '\n```')).not.toContain('tok-');
    const half = `let x; ${'y'.repeat(HIGHLIGHT_BUDGET_CHARS / 2)}`;
    const blocks = renderMarkdown(['```js', half, '```', '```js', half, '```', '```js', 'let z', '```'].join('\n'));
    // The first block fits, the second not, the short third one still does; the next document has its own budget.
    expect(blocks.split('</pre>').map((block) => block.includes('tok-keyword'))).toEqual([true, false, true, false]);
    expect(renderMarkdown('```js\nlet a\n```')).toContain('tok-keyword');
  });
});

/** markdown-it as the worker runs it, without our highlighter and task lists: the same HTML elsewhere. */
const oracle = new MarkdownIt({ html: true, linkify: true }).use(footnote);

describe('against markdown-it itself', () => {
  it('gives the library’s HTML for documents without tasks or highlighted code', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(
            'a',
            ' ',
            '*',
            '_',
            '#',
            '\n',
            '-',
            '`',
            '[',
            ']',
            '(',
            ')',
            '|',
            '~',
            '<',
            '>',
            '!',
            'h',
          ),
        }),
        (text) => {
          fc.pre(text.trim() !== '' && !/\[[ xX]\]/.test(text) && !text.includes('```'));
          expect(renderMarkdown(text)).toBe(oracle.render(text));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('properties', () => {
  it('any text renders or is refused as blank, never throws another error', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        try {
          expect(typeof renderMarkdown(text)).toBe('string');
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
          expect(text.trim()).toBe('');
        }
      }),
      { numRuns: 500 },
    );
  });

  const word = fc.stringMatching(/^[a-z]{1,8}$/);
  const words = fc.array(word, { minLength: 1, maxLength: 6 }).map((list) => list.join(' '));
  const inline = fc
    .array(
      fc.oneof(
        words,
        word.map((w) => `<em>${w}</em>`),
        word.map((w) => `<strong>${w}</strong>`),
        word.map((w) => `<code>${w}</code>`),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((parts) => parts.join(' '));
  const block = fc.oneof(
    fc.tuple(fc.integer({ min: 1, max: 3 }), words).map(([level, text]) => `<h${level}>${text}</h${level}>\n`),
    inline.map((text) => `<p>${text}</p>\n`),
    fc
      .array(words, { minLength: 1, maxLength: 4 })
      .map((items) => `<ul>\n${items.map((i) => `<li>${i}</li>\n`).join('')}</ul>\n`),
    fc
      .array(words, { minLength: 1, maxLength: 4 })
      .map((items) => `<ol>\n${items.map((i) => `<li>${i}</li>\n`).join('')}</ol>\n`),
    words.map((text) => `<pre><code>${text}\n</code></pre>\n`),
  );

  it('HTML → Markdown → HTML gives the same simple document back', () => {
    fc.assert(
      fc.property(fc.array(block, { minLength: 1, maxLength: 6 }), (blocks) => {
        // Two lists of one kind in a row are one list in Markdown: keep them apart by another block.
        const html = blocks.join('');
        fc.pre(!/<\/(ul|ol)>\n<\1>/.test(html));
        expect(renderMarkdown(htmlToMarkdown(html))).toBe(html);
      }),
      { numRuns: 200 },
    );
  });
});

describe('HTML → Markdown', () => {
  it('writes GFM: tables, strikethrough (two tildes), task items, fenced code', () => {
    const markdown = htmlToMarkdown(
      '<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>' +
        '<p><del>x</del> <s>y</s></p><ul><li><input type="checkbox" checked> done</li></ul>' +
        '<pre><code class="language-js">let a;\n</code></pre>',
    );
    expect(markdown).toBe(
      '| a | b |\n| --- | --- |\n| 1 | 2 |\n\n~~x~~ ~~y~~\n\n-   [x]  done\n\n```js\nlet a;\n```\n',
    );
  });

  it('drops scripts and styles, keeping nothing of them', () => {
    expect(htmlToMarkdown('<p>a</p><script>alert(1)</script><style>p{}</style>')).toBe('a\n');
  });

  it('refuses blank and too long HTML in its own words', () => {
    expect(() => htmlToMarkdown('  ')).toThrow(new ToolError('Please enter HTML to convert'));
    expect(() => htmlToMarkdown('x'.repeat(HTML_TO_MARKDOWN_LIMIT + 1))).toThrow(/up to 100,000 characters/);
  });
});
