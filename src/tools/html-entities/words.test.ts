import { describe, expect, it } from 'vitest';
import { htmlDecoder } from '../html-decoder/declaration';
import { htmlEncoder } from '../html-encoder/declaration';

describe('blank input', () => {
  it('gets the spec messages', () => {
    expect(htmlEncoder.actions[0].blank).toBe('Please enter some HTML to encode');
    expect(htmlDecoder.actions[0].blank).toBe('Please enter some HTML entities to decode');
  });
});
