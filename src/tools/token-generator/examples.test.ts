/** Load Example's settings make the tokens they are named after. */
import { describe, expect, it } from 'vitest';
import { generateTokens, specFaults } from './core';
import { TOKEN_EXAMPLES } from './examples';
import { INITIAL, specOf } from './options';

describe('token examples', () => {
  it.each(TOKEN_EXAMPLES)('$name', ({ settings, shows }) => {
    const spec = specOf({ ...INITIAL, ...settings });
    expect(specFaults(spec)).toEqual({});
    for (const token of generateTokens(spec, 20)) expect(token).toMatch(shows);
  });
});
