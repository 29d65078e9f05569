/** Load Example's settings make the keys they are named after. */
import { describe, expect, it } from 'vitest';
import { generateKeyPairOf } from './core';
import { KEY_PAIR_EXAMPLES } from './examples';

describe('key pair examples', () => {
  it.each(KEY_PAIR_EXAMPLES)('$name', async ({ type, comment, shows }) => {
    const keys = await generateKeyPairOf(type, comment);
    expect(shows.test(keys.openssh) || shows.test(keys.publicJwk)).toBe(true);
  });
});
