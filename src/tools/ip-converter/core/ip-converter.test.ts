import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { compressIpv6, explodeIpv6, formatIpv4, parseIpv6 } from '../../../core/shared/ip-address';
import { addressValue, pythonBatch, sampleOf } from '../../../../tests/unit/ip-oracle';
import { ToolError } from '../../../core/shared/tool-error';
import { addressForms, fault, interfaceIdOf, type FormKey } from '.';

/** Python's forms: ipaddress for IPv4 and IPv6, socket.inet_aton (glibc) for octal-dotted, bytes for EUI-64. */
const ORACLE = String.raw`
import ipaddress, json, socket, sys
out = []
for case in json.load(sys.stdin):
    kind, value = case['kind'], int(case['value'])
    if kind == 4:
        a = ipaddress.IPv4Address(value)
        octal = int.from_bytes(socket.inet_aton(case['octal']), 'big')
        mapped = ipaddress.IPv6Address('::ffff:' + str(a))
        six = ipaddress.IPv6Address(case['sixToFour'])
        out.append({'dottedDecimal': str(a), 'integer': str(int(a)), 'reverseDns': a.reverse_pointer,
            'mappedHex': mapped.compressed, 'octal': str(octal), '6to4': str(six.sixtofour)})
    elif kind == 6:
        a = ipaddress.IPv6Address(value)
        row = {'compressed': a.compressed, 'expanded': a.exploded, 'integer': str(int(a)),
            'reverseDns': a.reverse_pointer}
        if a.ipv4_mapped: row['ipv4Mapped'] = str(a.ipv4_mapped)
        if a.sixtofour: row['ipv4SixToFour'] = str(a.sixtofour)
        out.append(row)
    else:
        b = bytearray(value.to_bytes(6, 'big'))
        b[0] ^= 2
        iid = bytes(b[:3]) + b'\xff\xfe' + bytes(b[3:])
        out.append({'linkLocal': str(ipaddress.IPv6Address(b'\xfe\x80' + bytes(6) + iid))})
print(json.dumps(out))
`;

/** The forms of an address, by key. */
const rowsOf = (input: string): Partial<Record<FormKey, string>> & Record<string, string | undefined> =>
  Object.fromEntries(addressForms(input));

const ipv4Values = sampleOf(addressValue(4), 150);
const ipv6Values = sampleOf(
  fc.oneof(
    addressValue(6),
    addressValue(4).map((v) => (0xffffn << 32n) | v),
    addressValue(4).map((v) => (0x2002n << 112n) | (v << 80n)),
  ),
  250,
);
const macValues = sampleOf(fc.bigInt({ min: 0n, max: (1n << 48n) - 1n }), 100);

let answers: Record<string, string>[];

beforeAll(() => {
  answers = pythonBatch(ORACLE, [
    ...ipv4Values.map((value) => {
      const rows = rowsOf(formatIpv4(value));
      return {
        kind: 4,
        value: String(value),
        octal: rows.octalDotted,
        sixToFour: rows.sixToFour!.replace('/48', ''),
      };
    }),
    ...ipv6Values.map((value) => ({ kind: 6, value: String(value) })),
    ...macValues.map((value) => ({ kind: 'mac', value: String(value) })),
  ]);
});

describe('against Python', () => {
  it('writes random IPv4 addresses as ipaddress and inet_aton read them', () => {
    ipv4Values.forEach((value, i) => {
      const { octal, '6to4': sixToFour, ...expected } = answers[i];
      const rows = rowsOf(String(value));
      expect(rows, String(value)).toMatchObject(expected);
      expect(octal, 'octal-dotted read back by inet_aton').toBe(String(value));
      expect(sixToFour).toBe(formatIpv4(value));
      // Every written form reads back as the same address.
      for (const form of ['dottedDecimal', 'hex', 'binary', 'octalDotted'] as const)
        expect(rowsOf(rows[form]!).integer, `${form} ${rows[form]}`).toBe(String(value));
    });
  });

  it('compresses (RFC 5952) and expands random IPv6 addresses as ipaddress does, with PTR and embedded IPv4', () => {
    ipv6Values.forEach((value, i) => {
      const expected = answers[ipv4Values.length + i];
      const rows = rowsOf(explodeIpv6(value));
      const mine = Object.fromEntries(Object.keys(expected).map((key) => [key, rows[key]]));
      expect(mine, explodeIpv6(value)).toEqual(expected);
      expect(rows.ipv4Mapped !== undefined).toBe('ipv4Mapped' in expected);
    });
  });

  it('makes the EUI-64 interface id of random MAC addresses', () => {
    macValues.forEach((value, i) => {
      const expected = answers[ipv4Values.length + ipv6Values.length + i];
      const bare = value.toString(16).padStart(12, '0');
      expect(rowsOf(bare).linkLocal, bare).toBe(expected.linkLocal);
    });
  });
});

describe('forms', () => {
  it('reads a MAC address written with colons, dashes, dots or bare alike', () => {
    const tables = ['aa:bb:cc:dd:ee:ff', 'AA-BB-CC-DD-EE-FF', 'aabb.ccdd.eeff', 'AABBCCDDEEFF'].map((mac) =>
      JSON.stringify(addressForms(mac)),
    );
    expect(new Set(tables).size).toBe(1);
    expect(rowsOf('aa:bb:cc:dd:ee:ff').interfaceId).toBe('a8bb:ccff:fedd:eeff');
    expect(rowsOf('aa:bb:cc:dd:ee:ff').kind).toBe('unicast-local');
    expect(rowsOf('01:00:5e:00:00:01').kind).toBe('multicast-universal');
  });

  it('finds the MAC address inside an EUI-64 IPv6 address, and the zone', () => {
    const rows = rowsOf('fe80::a8bb:ccff:fedd:eeff%eth0');
    expect(rows.macOfEui64).toBe('aa:bb:cc:dd:ee:ff');
    expect(rows.zone).toBe('eth0');
  });

  it('shows an IPv4-mapped address in the mixed notation of RFC 5952 section 5', () => {
    expect(rowsOf('::FFFF:C000:0201').mixed).toBe('::ffff:192.0.2.1');
  });

  it('reads an IPv6 address it wrote, compressed or expanded', () => {
    fc.assert(
      fc.property(addressValue(6), (value) => {
        expect(parseIpv6(compressIpv6(value)).value).toBe(value);
        expect(parseIpv6(explodeIpv6(value)).value).toBe(value);
      }),
      { numRuns: 200 },
    );
  });
});

describe('bad input', () => {
  it.each([
    ['', 'blank', {}],
    ['4294967296', 'pastIpv4', { text: '4294967296', column: 1 }],
    ['0x1ffffffff', 'pastIpv4', { text: '0x1ffffffff', column: 1 }],
    ['0x12g4', 'hexDigit', { text: '0x12g4', char: 'g', column: 5 }],
    ['0b1021', 'binaryDigit', { text: '0b1021', char: '2', column: 5 }],
    ['192.168.010.1', 'leadingZero', { text: '010', column: 9 }],
    ['0300.0250.0400.01', 'octalPast', { part: '0400', index: 3, column: 11 }],
    ['0300.0289.01.01', 'octalDigit', { part: '0289', index: 2, column: 8 }],
    ['aa:bb:cc:dd:ee', 'macGroups', { text: 'aa:bb:cc:dd:ee', column: 1 }],
    ['aa-bb-cc-dd-ee-gg', 'macGroups', { text: 'aa-bb-cc-dd-ee-gg', column: 1 }],
    ['hello', 'unknown', { text: 'hello', column: 1 }],
    [' 10.0.0.1 10.0.0.2', 'space', { column: 10 }],
  ] as const)('%j: %s', (input, key, params) => {
    const error = (() => {
      try {
        addressForms(input);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(fault.is(error, key)).toBe(true);
    expect((error as ToolError).params).toEqual(params);
    if (key !== 'blank') expect((error as ToolError).at).toEqual({ line: 1, column: params.column });
  });

  it("passes the shared reader's faults as they are", () => {
    expect(() => addressForms('1.2.3')).toThrow(/4 parts separated by dots; "1.2.3" has 3/);
    expect(() => addressForms('2001:db8::1::2')).toThrow(/"::" may appear only once \(column 12\)/);
  });

  it('any text gives the forms or a ToolError', () => {
    const text = fc.oneof(fc.string({ maxLength: 60 }), fc.stringMatching(/^[0-9a-fx:.%-]{0,45}$/));
    fc.assert(
      fc.property(text, (input) => {
        try {
          addressForms(input);
        } catch (error) {
          expect(error).toBeInstanceOf(ToolError);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('flips the universal/local bit for the interface id', () => {
    expect(interfaceIdOf(0x001a2b3c4d5en)).toBe(0x021a2bfffe3c4d5en);
  });
});
