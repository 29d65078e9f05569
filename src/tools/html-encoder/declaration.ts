import { htmlCodec } from '../html-entities/declaration';

export const htmlEncoder = htmlCodec<{ nonAscii: boolean }>('encode', {
  defaults: { nonAscii: false },
  options: {
    nonAscii: {
      kind: 'toggle',
      label: 'Encode non-ASCII characters',
      description: 'Write é, € or 😀 as numeric entities (&#233;) for ASCII-only pages',
    },
  },
  nonAscii: ({ nonAscii }) => nonAscii,
  examples: [
    {
      name: 'Markup shown as text',
      input: '<p class="note">Tom & Jerry\'s</p>',
      expect: { output: '&lt;p class=&quot;note&quot;&gt;Tom &amp; Jerry&#39;s&lt;/p&gt;' },
    },
    {
      name: 'Non-ASCII as numeric entities',
      input: 'Café € 😀',
      options: { nonAscii: true },
      expect: { output: 'Caf&#233; &#8364; &#128512;' },
    },
  ],
});

export default htmlEncoder;
