import type { MarkdownOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

const README = `# Project name

A short description with **bold**, *italic*, ~~struck~~ and \`inline code\` text.
Bare links become links: https://example.com

## Tasks

- [x] Write the parser
- [ ] Write the docs

## Options

| Option | Default | Meaning |
| :----- | :-----: | ------: |
| \`depth\` | 3 | How deep to go |
| \`quiet\` | false | No output |

> Quotes keep their *emphasis*.

Footnotes work too.[^note]

[^note]: Like this one.
`;

const README_HTML = `<h1>Project name</h1>
<p>A short description with <strong>bold</strong>, <em>italic</em>, <s>struck</s> and <code>inline code</code> text.
Bare links become links: <a href="https://example.com">https://example.com</a></p>
<h2>Tasks</h2>
<ul class="contains-task-list">
<li class="task-list-item"><input class="task-list-item-checkbox" type="checkbox" disabled="" checked="" aria-label="Done"> Write the parser</li>
<li class="task-list-item"><input class="task-list-item-checkbox" type="checkbox" disabled="" aria-label="Not done"> Write the docs</li>
</ul>
<h2>Options</h2>
<table>
<thead>
<tr>
<th style="text-align:left">Option</th>
<th style="text-align:center">Default</th>
<th style="text-align:right">Meaning</th>
</tr>
</thead>
<tbody>
<tr>
<td style="text-align:left"><code>depth</code></td>
<td style="text-align:center">3</td>
<td style="text-align:right">How deep to go</td>
</tr>
<tr>
<td style="text-align:left"><code>quiet</code></td>
<td style="text-align:center">false</td>
<td style="text-align:right">No output</td>
</tr>
</tbody>
</table>
<blockquote>
<p>Quotes keep their <em>emphasis</em>.</p>
</blockquote>
<p>Footnotes work too.<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup></p>
<hr class="footnotes-sep">
<section class="footnotes">
<ol class="footnotes-list">
<li id="fn1" class="footnote-item"><p>Like this one. <a href="#fnref1" class="footnote-backref">↩︎</a></p>
</li>
</ol>
</section>
`;

const CODE = `# Highlighted code

\`\`\`ts
interface User {
  name: string;
  age?: number; // optional
}
const greet = (user: User) => \`Hello, \${user.name}\`;
\`\`\`

\`\`\`json
{ "name": "app", "private": true, "version": 2 }
\`\`\`

\`\`\`css
.card { color: #333; margin: 0 auto; }
\`\`\`

Other languages stay plain:

\`\`\`sh
npm install --save markdown-it
\`\`\`
`;

const CODE_HTML = `<h1>Highlighted code</h1>
<pre><code class="language-ts"><span class="tok-keyword">interface</span> <span class="tok-typeName">User</span> <span class="tok-punctuation">{</span>
  <span class="tok-propertyName tok-definition">name</span><span class="tok-punctuation">:</span> <span class="tok-typeName">string</span><span class="tok-punctuation">;</span>
  <span class="tok-propertyName tok-definition">age</span>?<span class="tok-punctuation">:</span> <span class="tok-typeName">number</span><span class="tok-punctuation">;</span> <span class="tok-comment">// optional</span>
<span class="tok-punctuation">}</span>
<span class="tok-keyword">const</span> <span class="tok-variableName tok-definition">greet</span> <span class="tok-operator">=</span> <span class="tok-punctuation">(</span><span class="tok-variableName tok-definition">user</span><span class="tok-punctuation">:</span> <span class="tok-typeName">User</span><span class="tok-punctuation">)</span> <span class="tok-punctuation">=&gt;</span> <span class="tok-string2">\`Hello, </span><span class="tok-punctuation">\${</span><span class="tok-variableName">user</span><span class="tok-operator">.</span><span class="tok-propertyName">name</span><span class="tok-punctuation">}</span><span class="tok-string2">\`</span><span class="tok-punctuation">;</span>
</code></pre>
<pre><code class="language-json"><span class="tok-punctuation">{</span> <span class="tok-propertyName">"name"</span><span class="tok-punctuation">:</span> <span class="tok-string">"app"</span><span class="tok-punctuation">,</span> <span class="tok-propertyName">"private"</span><span class="tok-punctuation">:</span> <span class="tok-bool">true</span><span class="tok-punctuation">,</span> <span class="tok-propertyName">"version"</span><span class="tok-punctuation">:</span> <span class="tok-number">2</span> <span class="tok-punctuation">}</span>
</code></pre>
<pre><code class="language-css">.<span class="tok-className">card</span> <span class="tok-punctuation">{</span> <span class="tok-propertyName">color</span><span class="tok-punctuation">:</span> <span class="tok-literal">#333</span><span class="tok-punctuation">;</span> <span class="tok-propertyName">margin</span><span class="tok-punctuation">:</span> <span class="tok-number">0</span> <span class="tok-atom">auto</span><span class="tok-punctuation">;</span> <span class="tok-punctuation">}</span>
</code></pre>
<p>Other languages stay plain:</p>
<pre><code class="language-sh">npm install --save markdown-it
</code></pre>
`;

const RELEASE_NOTES = `<h1>Release notes</h1>
<p>Version <strong>2.0</strong> brings <em>faster</em> parsing and <del>fewer</del> no known bugs.</p>
<ul>
  <li>New <code>--watch</code> flag</li>
  <li>See <a href="https://example.com/docs">the docs</a></li>
</ul>
<table>
  <thead><tr><th>Platform</th><th>Status</th></tr></thead>
  <tbody><tr><td>Linux</td><td>Supported</td></tr><tr><td>Windows</td><td>Beta</td></tr></tbody>
</table>
<pre><code class="language-js">console.log('hi');
</code></pre>
`;

/** Load Example's examples, each also a unit test and a browser test (the HTML source tab is compared). */
export const EXAMPLES: readonly KitExample<MarkdownOptions>[] = [
  { name: 'README with GFM: tasks, table, footnote', input: README, expect: { output: README_HTML } },
  { name: 'Highlighted code blocks', input: CODE, expect: { output: CODE_HTML } },
  {
    name: 'HTML release notes to Markdown',
    input: RELEASE_NOTES,
    action: 'html-to-markdown',
    expect: {
      output: `# Release notes

Version **2.0** brings *faster* parsing and ~~fewer~~ no known bugs.

-   New \`--watch\` flag
-   See [the docs](https://example.com/docs)

| Platform | Status |
| --- | --- |
| Linux | Supported |
| Windows | Beta |

\`\`\`js
console.log('hi');
\`\`\`
`,
    },
  },
];
