import type { CodeFormatOptions } from '../../core/shared/code-format';
import type { KitExample } from '../../ui/kit/declaration';

/** Load Example's examples, each also a unit test and a browser test (Prettier's and html-minifier-terser's outputs). */
export const EXAMPLES: readonly KitExample<CodeFormatOptions>[] = [
  {
    name: 'A page with a list',
    input:
      '<!DOCTYPE html><html lang="en"><head><title>Tools</title><style>ul{margin:0 ;}</style></head><body><h1 class="title">Tools</h1><ul><li><a href="/json">JSON</a></li><li><a href="/diff">Diff</a></li></ul><!-- end --></body></html>\n',
    expect: {
      formatted: `<!DOCTYPE html>
<html lang="en">
  <head>
    <title>Tools</title>
    <style>
      ul {
        margin: 0;
      }
    </style>
  </head>
  <body>
    <h1 class="title">Tools</h1>
    <ul>
      <li><a href="/json">JSON</a></li>
      <li><a href="/diff">Diff</a></li>
    </ul>
    <!-- end -->
  </body>
</html>
`,
      minified:
        '<!DOCTYPE html><html lang="en"><head><title>Tools</title><style>ul{margin:0}</style></head><body><h1 class="title">Tools</h1><ul><li><a href="/json">JSON</a></li><li><a href="/diff">Diff</a></li></ul></body></html>',
    },
  },
];
