import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { compressIpv6, explodeIpv6, formatIpv4, parseIpv6 } from '../../../core/shared/ip-address';
import { addressValue, pythonBatch, sampleOf } from '../../../../tests/unit/ip-oracle';
import { ToolError } from '../../../core/shared/tool-error';
import { convertAddress, interfaceIdOf } from '.';

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
        out.append({'Dotted decimal': str(a), 'Integer': str(int(a)), 'Reverse DNS (PTR)': a.reverse_pointer,
            'IPv4-mapped, hex': mapped.compressed, 'octal': str(octal), '6to4': str(six.sixtofour)})
    elif kind == 6:
        a = ipaddress.IPv6Address(value)
        row = {'Compressed (RFC 5952)': a.compressed, 'Expanded': a.exploded, 'Integer': str(int(a)),
            'Reverse DNS (PTR)': a.reverse_pointer}
        if a.ipv4_mapped: row['IPv4 (mapped)'] = str(a.ipv4_mapped)
        if a.sixtofour: row['IPv4 (6to4)'] = str(a.sixtofour)
        out.append(row)
    else:
        b = bytearray(value.to_bytes(6, 'big'))
        b[0] ^= 2
        iid = bytes(b[:3]) + b'\xff\xfe' + bytes(b[3:])
        out.append({'Link-local IPv6': str(ipaddress.IPv6Address(b'\xfe\x80' + bytes(6) + iid))})
print(json.dumps(out))
`;

/** The rows of a converter table, by label. */
const rowsOf = (table: string): Record<string, string> =>
  Object.fromEntries(
    table
      .trimEnd()
      .split('\n')
      .map((line) => /^([^:]+(?:\([^)]*\))?):\s+(.*)$/.exec(line)!.slice(1, 3) as [string, string]),
  );

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
      const rows = rowsOf(convertAddress(formatIpv4(value)));
      return {
        kind: 4,
        value: String(value),
        octal: rows['Octal-dotted'],
        sixToFour: rows['6to4 prefix'].replace('/48', ''),
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
      const rows = rowsOf(convertAddress(String(value)));
      expect(rows, String(value)).toMatchObject(expected);
      expect(octal, 'octal-dotted read back by inet_aton').toBe(String(value));
      expect(sixToFour).toBe(formatIpv4(value));
      // Every written form reads back as the same address.
      for (const form of ['Dotted decimal', 'Hex', 'Binary', 'Octal-dotted'])
        expect(rowsOf(convertAddress(rows[form])).Integer, `${form} ${rows[form]}`).toBe(String(value));
    });
  });

  it('compresses (RFC 5952) and expands random IPv6 addresses as ipaddress does, with PTR and embedded IPv4', () => {
    ipv6Values.forEach((value, i) => {
      const expected = answers[ipv4Values.length + i];
      const rows = rowsOf(convertAddress(explodeIpv6(value)));
      const mine = Object.fromEntries(Object.keys(expected).map((key) => [key, rows[key]]));
      expect(mine, explodeIpv6(value)).toEqual(expected);
      expect(rows['IPv4 (mapped)'] !== undefined).toBe('IPv4 (mapped)' in expected);
    });
  });

  it('makes the EUI-64 interface id of random MAC addresses', () => {
    macValues.forEach((value, i) => {
      const expected = answers[ipv4Values.length + ipv6Values.length + i];
      const bare = value.toString(16).padStart(12, '0');
      expect(rowsOf(convertAddress(bare))['Link-local IPv6'], bare).toBe(expected['Link-local IPv6']);
    });
  });
});

describe('forms', () => {
  it('reads a MAC address written with colons, dashes, dots or bare alike', () => {
    const tables = ['aa:bb:cc:dd:ee:ff', 'AA-BB-CC-DD-EE-FF', 'aabb.ccdd.eeff', 'AABBCCDDEEFF'].map(convertAddress);
    expect(new Set(tables).size).toBe(1);
    expect(rowsOf(tables[0])['EUI-64 interface id']).toBe('a8bb:ccff:fedd:eeff');
  });

  it('finds the MAC address inside an EUI-64 IPv6 address, and the zone', () => {
    const rows = rowsOf(convertAddress('fe80::a8bb:ccff:fedd:eeff%eth0'));
    expect(rows['MAC (from EUI-64)']).toBe('aa:bb:cc:dd:ee:ff');
    expect(rows.Zone).toBe('eth0');
  });

  it('shows an IPv4-mapped address in the mixed notation of RFC 5952 section 5', () => {
    expect(rowsOf(convertAddress('::FFFF:C000:0201'))['Mixed (RFC 5952 §5)']).toBe('::ffff:192.0.2.1');
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
    ['', /Type an IPv4 address/],
    ['4294967296', /past the largest IPv4 address, 4294967295/],
    ['0x1ffffffff', /past the largest IPv4 address/],
    ['0x12g4', /"0x12g4" has "g", not a hex digit \(column 5\)/],
    ['0b1021', /has "2", not a binary digit \(column 5\)/],
    ['192.168.010.1', /"010" has a leading zero, so it may be octal.*\(column 9\)/],
    ['0300.0250.0400.01', /Part 3 "0400" is past 0377/],
    ['0300.0289.01.01', /Part 2 "0289" is octal.*8 or 9 \(column 8\)/],
    ['1.2.3', /4 parts separated by dots; "1.2.3" has 3/],
    ['2001:db8::1::2', /"::" may appear only once \(column 12\)/],
    ['aa:bb:cc:dd:ee', /looks like a MAC address but is not one/],
    ['aa-bb-cc-dd-ee-gg', /looks like a MAC address but is not one/],
    ['hello', /"hello" is not an IPv4 address .*, an IPv6 address .* nor a MAC address/],
    ['10.0.0.1 10.0.0.2', /An address has no spaces \(column 9\)/],
  ])('%j: %s', (input, message) => {
    expect(() => convertAddress(input)).toThrow(message);
  });

  it('any text gives the forms or a ToolError', () => {
    const text = fc.oneof(fc.string({ maxLength: 60 }), fc.stringMatching(/^[0-9a-fx:.%-]{0,45}$/));
    fc.assert(
      fc.property(text, (input) => {
        try {
          convertAddress(input);
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
