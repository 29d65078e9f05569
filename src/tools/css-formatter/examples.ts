import type { CodeFormatOptions } from '../../core/shared/code-format';
import type { KitExample } from '../../ui/kit/declaration';

/** Load Example's examples, each also a unit test and a browser test (Prettier's and csso's outputs). */
export const EXAMPLES: readonly KitExample<CodeFormatOptions>[] = [
  {
    name: 'A squeezed stylesheet',
    input:
      'body{margin:0;padding:0}\n.card  >  h2 { color : #ff0000 ; font-weight:bold }\n@media (max-width:600px){.card{padding:8px 8px 8px 8px}}\n',
    expect: {
      formatted: `body {
  margin: 0;
  padding: 0;
}
.card > h2 {
  color: #ff0000;
  font-weight: bold;
}
@media (max-width: 600px) {
  .card {
    padding: 8px 8px 8px 8px;
  }
}
`,
      minified:
        'body{margin:0;padding:0}.card>h2{color:red;font-weight:700}@media (max-width:600px){.card{padding:8px}}',
    },
  },
];
