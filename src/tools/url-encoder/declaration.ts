import { urlCodec } from '../url-encoding/declaration';

export const urlEncoder = urlCodec('encode', [
  {
    name: 'A search query',
    input: 'https://example.com/search?q=café & crème',
    expect: { output: 'https%3A%2F%2Fexample.com%2Fsearch%3Fq%3Dcaf%C3%A9%20%26%20cr%C3%A8me' },
  },
  {
    name: 'A full URL, keeping its structure',
    input: 'https://example.com/a path/?q=1 2&x=[y]',
    options: { mode: 'full' },
    expect: { output: 'https://example.com/a%20path/?q=1%202&x=[y]' },
  },
  {
    name: 'Form values, one per line',
    input: 'Tom & Jerry\n  50% off!  ',
    options: { batch: true, plus: true },
    expect: { output: 'Tom+%26+Jerry\n50%25+off!' },
  },
]);

export default urlEncoder;
