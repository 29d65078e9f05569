import { describe, expect, it } from 'vitest';
import { verifyMessage } from './verdict';
import { copiedMessage } from './words';

describe("the hash generator's words", () => {
  it('uses the spec texts', () => {
    expect(copiedMessage('SHA-256')).toBe('SHA-256 hash copied to clipboard');
  });

  it("says what a checksum matches, or 'No match'", () => {
    expect(verifyMessage([], false)).toBe('No match');
    expect(verifyMessage(['sha256'], false)).toBe('Matches SHA-256');
    expect(verifyMessage(['sha256'], true)).toBe('Matches HMAC-SHA-256');
  });
});
