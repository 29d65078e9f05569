import { describe, expect, it } from 'vitest';
import { decodeUrl, encodeUrl } from './core';
import { urlDecoder } from '../url-decoder/declaration';
import { urlEncoder } from '../url-encoder/declaration';
import './words';

describe("the URL encoder's and decoder's words", () => {
  it('refuses lone surrogates and malformed escapes with the spec messages', () => {
    expect(() => encodeUrl('\uD800')).toThrow('Encoding Error: Unable to encode text. Please check your input.');
    expect(() => decodeUrl('%zz')).toThrow('Unable to decode text. Make sure it contains valid URL encoded characters');
  });

  it('says a batch failed in the spec words', () => {
    expect(urlEncoder.actions[0].batchError?.(urlEncoder.defaults)).toMatchObject({
      title: 'Encoding Error',
      description: 'Unable to encode text. Please check your input.',
    });
    expect(urlDecoder.actions[0].batchError?.(urlDecoder.defaults).title).toBe(
      'Unable to decode some URLs. Make sure they contain valid URL encoded characters.',
    );
  });
});
