import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../../../tests/unit/tool-errors';
import { fault } from './faults';
import {
  BULK_SLICE,
  NAMESPACES,
  NIL_UUID,
  formatUuid,
  bulkSlices,
  generateUuids,
  inspectUuid,
  parseQuantity,
  uuidGenerator,
  uuidV5,
  uuidsV5,
} from '.';
import { TimeSequence } from './sequence';
import { gregorianTicks } from './versions';

/** RFC 9562: version nibble, then the variant 10xx. */
const shapeOf = (version: number) =>
  new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-${version}[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`);

describe('quantity', () => {
  it('falls back to 1 for non-numeric input and clamps to 1-100 (spec section 5)', () => {
    expect(parseQuantity('abc')).toBe(1);
    expect(parseQuantity('')).toBe(1);
    expect(parseQuantity('0')).toBe(1);
    expect(parseQuantity('-7')).toBe(1);
    expect(parseQuantity('250')).toBe(100);
    expect(parseQuantity(' 42 ')).toBe(42);
    expect(parseQuantity('7.9')).toBe(7);
  });

  it('is always a whole number within its bounds', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const n = parseQuantity(text);
        expect(Number.isInteger(n) && n >= 1 && n <= 100).toBe(true);
      }),
    );
  });
});

describe.each([
  ['v4', 4],
  ['v7', 7],
  ['v1', 1],
] as const)('version %s', (version, nibble) => {
  it('sets the version and variant bits of every UUID', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (count) => {
        const uuids = generateUuids(version, count);
        expect(uuids).toHaveLength(count);
        for (const uuid of uuids) {
          expect(uuid).toMatch(shapeOf(nibble));
          expect(inspectUuid(uuid)).toMatchObject({ version: nibble, variant: 'RFC 9562' });
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe('uniqueness and order', () => {
  it('gives 250,000 distinct version 4 UUIDs across bulk slices', () => {
    // Twelve and a half slices of BULK_SLICE: every slice boundary and a part slice (a million took 7 s of CI).
    const seen = new Set<string>();
    for (const { text } of bulkSlices('v4', 250_000, { upperCase: false, hyphens: false })) {
      for (const line of text.split('\n')) if (line) seen.add(line);
    }
    expect(seen.size).toBe(250_000);
  }, 30_000);

  it('keeps version 7 strictly increasing, even with a frozen or backward clock', () => {
    let clock = 1_700_000_000_000;
    const next = uuidGenerator('v7', () => clock);
    const uuids = next(10_000); // far past the 4096 the 12-bit counter holds in one millisecond
    clock -= 5_000;
    uuids.push(...next(100));
    for (let i = 1; i < uuids.length; i++) expect(uuids[i] > uuids[i - 1]).toBe(true);
    expect(inspectUuid(uuids[0]).time?.getTime()).toBe(1_700_000_000_000);
  });

  it('keeps version 1 unique in one millisecond and embeds the time', () => {
    const uuids = uuidGenerator('v1', () => Date.UTC(2024, 0, 2, 3, 4, 5, 678))(20_000);
    expect(new Set(uuids).size).toBe(20_000);
    expect(inspectUuid(uuids[0]).time?.toISOString()).toBe('2024-01-02T03:04:05.678Z');
    expect(inspectUuid(uuids[19_999]).time?.toISOString()).toBe('2024-01-02T03:04:05.679Z');
  });

  it('counts and borrows the next millisecond when the counter runs out', () => {
    const sequence = new TimeSequence(3, () => 0);
    const ticks = [10, 10, 10, 10, 9, 12].map((ms) => sequence.next(ms));
    expect(ticks).toEqual([
      { ms: 10, count: 0 },
      { ms: 10, count: 1 },
      { ms: 10, count: 2 },
      { ms: 11, count: 0 },
      { ms: 11, count: 1 },
      { ms: 12, count: 0 },
    ]);
  });

  it('splits the 60-bit version 1 timestamp exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 44 }), fc.integer({ min: 0, max: 9_999 }), (ms, ticks) => {
        const { high, low } = gregorianTicks(ms, ticks);
        const exact = (BigInt(ms) + 12_219_292_800_000n) * 10_000n + BigInt(ticks);
        expect(BigInt(high) * 2n ** 32n + BigInt(low)).toBe(exact);
      }),
    );
  });
});

describe('version 5', () => {
  it('matches the known vectors (Python uuid.uuid5)', async () => {
    expect(await uuidV5(NAMESPACES.DNS, 'python.org')).toBe('886313e1-3b8a-5372-9b90-0c9aee199e5d');
    expect(await uuidV5(NAMESPACES.DNS, 'www.example.com')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
    expect(await uuidV5(NAMESPACES.URL, 'https://example.com/')).toBe('dd2c1780-811a-5296-81c5-178a0ef488bc');
  });

  it('makes one UUID per line of names and refuses none', async () => {
    expect(await uuidsV5(NAMESPACES.DNS, 'python.org\n\nwww.example.com\n')).toEqual([
      '886313e1-3b8a-5372-9b90-0c9aee199e5d',
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    ]);
    await expect(uuidsV5(NAMESPACES.DNS, '')).rejects.toMatchObject({ code: 'uuid-generator.noName' });
    await expect(uuidV5('not a uuid', 'x')).rejects.toMatchObject({ code: 'uuid-generator.invalidNamespace' });
  });

  it('is deterministic and well-formed for any name', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (name) => {
        const uuid = await uuidV5(NAMESPACES.URL, name);
        expect(uuid).toMatch(shapeOf(5));
        expect(await uuidV5(NAMESPACES.URL, name)).toBe(uuid);
      }),
      { numRuns: 50 },
    );
  });
});

describe('format and bulk', () => {
  it('writes upper case and without hyphens', () => {
    const uuid = '886313e1-3b8a-5372-9b90-0c9aee199e5d';
    expect(formatUuid(uuid, { upperCase: true, hyphens: true })).toBe('886313E1-3B8A-5372-9B90-0C9AEE199E5D');
    expect(formatUuid(uuid, { upperCase: false, hyphens: false })).toBe('886313e13b8a53729b900c9aee199e5d');
  });

  it('hands over the lines in slices with the running count', () => {
    const slices: number[] = [];
    let text = '';
    for (const slice of bulkSlices('v7', BULK_SLICE * 2 + 5, { upperCase: true, hyphens: true })) {
      slices.push(slice.done);
      text += slice.text;
    }
    expect(slices).toEqual([BULK_SLICE, BULK_SLICE * 2, BULK_SLICE * 2 + 5]);
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(BULK_SLICE * 2 + 5);
    expect(lines.every((line) => /^[0-9A-F]{8}-[0-9A-F]{4}-7/.test(line))).toBe(true);
    expect([...bulkSlices('nil', 3, { upperCase: false, hyphens: true })]).toEqual([
      { text: `${NIL_UUID}\n`.repeat(3), done: 3 },
    ]);
  });
});

describe('inspectUuid', () => {
  it('tells the version, variant and embedded time', () => {
    expect(inspectUuid('{886313E1-3B8A-5372-9B90-0C9AEE199E5D}')).toEqual({
      canonical: '886313e1-3b8a-5372-9b90-0c9aee199e5d',
      version: 5,
      variant: 'RFC 9562',
    });
    // RFC 9562 appendix A test vectors (v1, v6, v7 for Tuesday, February 22, 2022 2:22:22 PM GMT-05:00).
    expect(inspectUuid('C232AB00-9414-11EC-B3C8-9F6BDECED846').time?.toISOString()).toBe('2022-02-22T19:22:22.000Z');
    expect(inspectUuid('1EC9414C-232A-6B00-B3C8-9F6BDECED846').time?.toISOString()).toBe('2022-02-22T19:22:22.000Z');
    expect(inspectUuid('017F22E2-79B0-7CC3-98C4-DC0C0C07398F').time?.toISOString()).toBe('2022-02-22T19:22:22.000Z');
    expect(inspectUuid('urn:uuid:' + NIL_UUID)).toMatchObject({ special: 'Nil', variant: 'NCS (reserved)' });
    expect(inspectUuid('ffffffffffffffffffffffffffffffff')).toMatchObject({ special: 'Max' });
    expect(inspectUuid('00000000-0000-0000-c000-000000000000').variant).toBe('Microsoft (reserved)');
  });

  it('refuses anything that is not a UUID with a ToolError', () => {
    expect(
      fault.is(
        toolErrorOf(() => inspectUuid('886313e1-3b8a-5372-9b90')),
        'invalidUuid',
      ),
    ).toBe(true);
    expect(
      fault.is(
        toolErrorOf(() => inspectUuid('886313e13b8a-5372-9b90-0c9aee199e5d')),
        'invalidUuid',
      ),
    ).toBe(true);
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          inspectUuid(text);
        } catch (error) {
          expect(fault.is(error, 'invalidUuid')).toBe(true);
        }
      }),
    );
  });

  it('reads back every generated UUID as it was', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('v4', 'v7', 'v1' as const),
        fc.boolean(),
        fc.boolean(),
        (version, upperCase, hyphens) => {
          const [uuid] = generateUuids(version, 1);
          expect(inspectUuid(formatUuid(uuid, { upperCase, hyphens })).canonical).toBe(uuid);
        },
      ),
    );
  });
});
