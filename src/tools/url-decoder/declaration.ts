import { urlCodec } from '../url-encoding/declaration';

export const urlDecoder = urlCodec('decode', [
  {
    name: 'An encoded URL',
    input: 'https%3A%2F%2Fexample.com%2Fsearch%3Fq%3Dcaf%C3%A9',
    expect: { output: 'https://example.com/search?q=café' },
  },
  {
    name: 'A form body',
    input: 'name=Tom+%26+Jerry&note=50%25+off',
    options: { plus: true },
    expect: { output: 'name=Tom & Jerry&note=50% off' },
  },
]);

export default urlDecoder;
