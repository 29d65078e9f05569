import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchZones, timeZoneNames } from './time-zones';

const NAMES = [
  'UTC',
  'America/New_York',
  'Europe/London',
  'Europe/Lisbon',
  'America/Argentina/Buenos_Aires',
  'Asia/Kolkata',
];

describe('time zone names', () => {
  it('lists the browser’s zones with UTC', () => {
    const names = timeZoneNames();
    expect(names).toContain('UTC');
    expect(names).toContain('Europe/London');
    expect(new Set(names).size).toBe(names.length);
  });

  it('finds a zone by any part, spaces for underscores, starts of parts first', () => {
    expect(matchZones('lon', NAMES)).toEqual(['Europe/London']);
    expect(matchZones('new york', NAMES)).toEqual(['America/New_York']);
    expect(matchZones('EUROPE/L', NAMES)).toEqual(['Europe/London', 'Europe/Lisbon']);
    expect(matchZones('aires', NAMES)).toEqual(['America/Argentina/Buenos_Aires']);
    expect(matchZones('a', NAMES)[0]).toBe('America/New_York');
    expect(matchZones('', NAMES, 2)).toEqual(['UTC', 'America/New_York']);
    expect(matchZones('nowhere', NAMES)).toEqual([]);
  });

  it('gives only names of the list, each once, at most the limit, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 10 }), (query, limit) => {
        const found = matchZones(query, NAMES, limit);
        expect(found.length).toBeLessThanOrEqual(limit);
        expect(new Set(found).size).toBe(found.length);
        for (const name of found) expect(NAMES).toContain(name);
      }),
    );
  });
});
