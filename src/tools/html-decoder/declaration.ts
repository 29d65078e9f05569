import { htmlCodec } from '../html-entities/declaration';

export const htmlDecoder = htmlCodec<Record<never, never>>('decode', {
  defaults: {},
  options: {},
  nonAscii: () => false,
  examples: [
    {
      name: 'Named, decimal and hex entities',
      input: '&lt;p&gt;Caf&eacute; &amp; cr&#232;me &#x1F600;&lt;/p&gt;',
      expect: { output: '<p>Café & crème 😀</p>' },
    },
  ],
});

export default htmlDecoder;
