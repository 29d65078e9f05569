/**
 * The small hostile corpus every kit tool is fed: input that broke tools before, each one a kind of
 * attack or accident rather than a size. A tool answers each with a result or its own message (a ToolError), never
 * an uncaught error, a frozen page or a blank screen: src/ui/kit/hostile.test.ts runs every action of every kit tool
 * on it in Node, tests/kit-hostile.ts the main action of each on the page, timing its tasks.
 */

/** About this deep: past every formatter's limit, and what a 170-character share link could carry. */
const DEPTH = 30_000;

export interface HostileInput {
  name: string;
  text: string;
  /** Also fed on the page, where each input costs seconds: one of each kind (the rest are the core's). */
  onPage?: true;
}

export const HOSTILE_CORPUS: readonly HostileInput[] = [
  { name: 'brackets nested 30,000 deep', text: '['.repeat(DEPTH) + ']'.repeat(DEPTH) },
  { name: 'objects nested 30,000 deep', text: '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH) },
  { name: 'tags nested 30,000 deep', text: '<a>'.repeat(DEPTH) + '</a>'.repeat(DEPTH) },
  // On the page, one deep input for every parser: tags for XML and HTML, JSX and arrays for JavaScript, brackets.
  // (JSON's own deep input, from a share link and a paste, is tests/hostile-json.spec.ts.)
  {
    name: 'tags and brackets nested 30,000 deep',
    text: '<a>['.repeat(DEPTH) + ']</a>'.repeat(DEPTH),
    onPage: true,
  },
  { name: 'one line of 20,000 words', text: 'word '.repeat(20_000).trimEnd() },
  { name: 'lone surrogates', text: 'a\uD800b\uDC00c\uDBFF' },
  { name: 'NUL bytes', text: 'a\u0000b\u0000\u0000c' },
  { name: 'lone surrogates and NUL bytes', text: '\uDC00a\u0000\uD800', onPage: true },
  // Issue 53: a pattern that backtracks (for the JSON Schema validator, its schema), entities that would grow or
  // fetch, a document pointing elsewhere, aliases that multiply.
  { name: 'a schema whose pattern backtracks', text: '{"type":"string","pattern":"^(a+)+$"}' },
  {
    name: 'XML declaring nested and external entities',
    text: '<!DOCTYPE l [<!ENTITY a "aa"><!ENTITY b "&a;&a;"><!ENTITY x SYSTEM "file:///etc/passwd">]><l>&b;&x;</l>',
  },
  {
    name: 'HTML pointing at another origin',
    text: '<base href="http://evil.example/"><img src="http://evil.example/a.png"><svg><image href="http://evil.example/b.png"/><rect fill="url(http://evil.example/f.svg#p)"/></svg>',
  },
  {
    name: 'YAML aliases referenced many times',
    text: `a: &a [${'1,'.repeat(50)}1]
b: [${'*a,'.repeat(50)}*a]`,
  },
  // Issue 53: a header whose columns all share one name (each renamed column once tried every suffix before it).
  { name: '20,000 columns of one name', text: `${'x,'.repeat(19_999)}x\n${'1,'.repeat(19_999)}1` },
  // Also the huge single line.
  { name: '1 MB of one character', text: 'a'.repeat(1 << 20), onPage: true },
];
