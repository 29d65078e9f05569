import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../tests/unit/tool-errors';
import { alphabetOf, DEFAULT_SPEC, objectIdParts, tokenGenerator, ulidTime, type TokenSpec } from './core';
import './words';

const spec = (over: Partial<TokenSpec>): TokenSpec => ({ ...DEFAULT_SPEC, ...over });

describe("the token generator's words", () => {
  it('says what is wrong with an alphabet, a length or a prefix', () => {
    expect(toolErrorOf(() => alphabetOf('abca'))).toMatchObject({
      title: '"a" at position 4 is already at position 1',
      description: 'Each character may appear once, or it would be drawn more often than the others.',
    });
    expect(toolErrorOf(() => alphabetOf('a'))).toMatchObject({
      title: 'The alphabet needs at least 2 different characters',
      description: 'Type the characters to draw from, each once, e.g. 0123456789abcdef.',
    });
    expect(toolErrorOf(() => tokenGenerator(spec({ kind: 'random', length: 0 }))).title).toBe(
      'The length must be a whole number from 1 to 1024',
    );
    expect(toolErrorOf(() => tokenGenerator(spec({ kind: 'api-key', prefix: 'sk live' })))).toMatchObject({
      title: '" " at position 3 is not allowed in a prefix',
      description: 'A prefix has up to 40 letters, digits, _, - or . (e.g. sk_live_).',
    });
  });

  it('refuses what is not a ULID or an ObjectId', () => {
    expect(toolErrorOf(() => ulidTime('81ARZ3NDEKTSV4RRFFQ69G5FAV')).title).toBe('Not a ULID');
    expect(toolErrorOf(() => objectIdParts('507f1f77')).title).toBe('Not an ObjectId');
  });
});
