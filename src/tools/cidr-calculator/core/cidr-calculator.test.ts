import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { IP_BITS, formatIp, type IpVersion } from '../../../core/shared/ip-address';
import { ipKind } from '../../../core/shared/ip-kinds';
import { addressValue, pythonBatch, sampleOf, textOf } from '../../../../tests/unit/ip-oracle';
import { ToolError } from '../../../core/shared/tool-error';
import { hostRange } from './details';
import { maskOf, networkOf, ones, parseNetwork } from './network';
import { mergeNetworks, rangeToCidrs } from './ranges';
import { splitNetwork, SPLIT_LIST_LIMIT } from './split';
import { CIDR_DEFAULTS, runCidr } from '.';

/** One network's figures as Python's ipaddress gives them. */
interface Figures {
  network: string;
  broadcast: string;
  netmask: string;
  hostmask: string;
  addresses: string;
  first: string;
  last: string | null;
  hosts: string | null;
  loopback: boolean;
  linkLocal: boolean;
  multicast: boolean;
}

const ORACLE = String.raw`
import ipaddress, json, sys
out = []
for case in json.load(sys.stdin):
    kind = case['kind']
    if kind == 'network':
        n = ipaddress.ip_network(case['text'], strict=False)
        hosts = iter(n.hosts())
        small = n.num_addresses <= 4096
        listed = list(n.hosts()) if small else None
        out.append(dict(network=str(n), broadcast=str(n.broadcast_address), netmask=str(n.netmask),
            hostmask=str(n.hostmask), addresses=str(n.num_addresses), first=str(next(hosts)),
            last=str(listed[-1]) if small else None, hosts=str(len(listed)) if small else None,
            loopback=n.network_address.is_loopback, linkLocal=n.network_address.is_link_local,
            multicast=n.network_address.is_multicast))
    elif kind == 'range':
        a, b = ipaddress.ip_address(case['first']), ipaddress.ip_address(case['last'])
        out.append([str(n) for n in ipaddress.summarize_address_range(a, b)])
    elif kind == 'merge':
        nets = [ipaddress.ip_network(t) for t in case['texts']]
        out.append([str(n) for v in (4, 6) for n in ipaddress.collapse_addresses([x for x in nets if x.version == v])])
    elif kind == 'split':
        n = ipaddress.ip_network(case['text'])
        subnets = []
        for s in n.subnets(new_prefix=case['prefix']):
            subnets.append(str(s))
            if len(subnets) == case['limit']: break
        out.append(subnets)
print(json.dumps(out))
`;

const networkCases: { version: IpVersion; text: string }[] = [];
for (const version of [4, 6] as const) {
  const bits = IP_BITS[version];
  // Every prefix length, twice with random addresses; the edges (/0, /31, /32, /127, /128) four more times.
  for (let prefix = 0; prefix <= bits; prefix++) {
    const edge = prefix === 0 || prefix >= bits - 1;
    for (const value of sampleOf(addressValue(version), edge ? 6 : 2, prefix + bits))
      networkCases.push({ version, text: `${textOf(version, value)}/${prefix}` });
  }
}

const rangeCases = ([4, 6] as const).flatMap((version) =>
  sampleOf(fc.tuple(addressValue(version), addressValue(version)), 60, version).map(([a, b]) => {
    const [first, last] = a <= b ? [a, b] : [b, a];
    return { version, first: textOf(version, first), last: textOf(version, last) };
  }),
);

/** Lists of 1 to 12 networks, IPv4 and IPv6 mixed, near each other so that they overlap and touch. */
const mergeCases = sampleOf(
  fc.array(
    fc.tuple(fc.constantFrom<IpVersion>(4, 6), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 8 })),
    { minLength: 1, maxLength: 12 },
  ),
  80,
).map((items) =>
  items.map(([version, block, size]) => {
    const bits = IP_BITS[version];
    const prefix = bits - size;
    const base = version === 4 ? 0x0a000000n : 0x20010db8n << 96n;
    const start = (base + (BigInt(block) << BigInt(size))) & ~ones(size);
    return `${formatIp({ version, value: start })}/${prefix}`;
  }),
);

const splitCases = [
  { text: '10.0.0.0/8', prefix: 12 },
  { text: '192.168.0.0/24', prefix: 30 },
  { text: '0.0.0.0/0', prefix: 32 },
  { text: '2001:db8::/32', prefix: 64 },
  { text: '::/0', prefix: 128 },
  { text: '2001:db8::/126', prefix: 128 },
];

let answers: unknown[];

beforeAll(() => {
  answers = pythonBatch(ORACLE, [
    ...networkCases.map(({ text }) => ({ kind: 'network', text })),
    ...rangeCases.map(({ first, last }) => ({ kind: 'range', first, last })),
    ...mergeCases.map((texts) => ({ kind: 'merge', texts })),
    ...splitCases.map(({ text, prefix }) => ({ kind: 'split', text, prefix, limit: SPLIT_LIST_LIMIT })),
  ]);
});

const show = (version: IpVersion, value: bigint) => formatIp({ version, value });

describe('against Python ipaddress', () => {
  it(`gives every figure of ${networkCases.length} random networks, every prefix length, as Python does`, () => {
    networkCases.forEach(({ version, text }, i) => {
      const expected = answers[i] as Figures;
      const network = parseNetwork(text);
      const hosts = hostRange(network);
      const kind = ipKind(version, network.start, IP_BITS[version]);
      const mine: Figures = {
        network: `${show(version, network.start)}/${network.prefix}`,
        broadcast: show(version, network.end),
        netmask: show(version, maskOf(version, network.prefix)),
        hostmask: show(version, ones(IP_BITS[version] - network.prefix)),
        addresses: String(network.end - network.start + 1n),
        first: show(version, hosts.first),
        last: expected.last === null ? null : show(version, hosts.last),
        hosts: expected.hosts === null ? null : String(hosts.count),
        loopback: kind.startsWith('Loopback'),
        linkLocal: kind.startsWith('Link-local'),
        multicast: kind.startsWith('Multicast'),
      };
      expect(mine, text).toEqual(expected);
    });
  });

  it('turns random ranges into the CIDRs of summarize_address_range', () => {
    rangeCases.forEach(({ first, last }, i) => {
      const expected = answers[networkCases.length + i] as string[];
      expect(rangeToCidrs(`${first} - ${last}`).cidrs, `${first} - ${last}`).toBe(`${expected.join('\n')}\n`);
    });
  });

  it('merges random lists of touching and overlapping networks as collapse_addresses does', () => {
    const offset = networkCases.length + rangeCases.length;
    mergeCases.forEach((texts, i) => {
      const expected = answers[offset + i] as string[];
      expect(mergeNetworks(texts.join('\n')).cidrs, texts.join(' ')).toBe(`${expected.join('\n')}\n`);
    });
  });

  it('splits as subnets(new_prefix) does, listing at most SPLIT_LIST_LIMIT', () => {
    const offset = networkCases.length + rangeCases.length + mergeCases.length;
    splitCases.forEach(({ text, prefix }, i) => {
      const expected = answers[offset + i] as string[];
      expect(splitNetwork(parseNetwork(text), `/${prefix}`).subnets, text).toBe(`${expected.join('\n')}\n`);
    });
  });
});

describe('the figures', () => {
  const details = (text: string) => runCidr('details', text, CIDR_DEFAULTS).outputs.details;

  it('names the edges: /31 and /127 point-to-point, /32 and /128 one address', () => {
    expect(details('10.0.0.0/31')).toMatch(/Broadcast: +none\n[\s\S]*Hosts: +2\n[\s\S]*RFC 3021/);
    expect(details('2001:db8::/127')).toMatch(/Hosts: +2\n[\s\S]*RFC 6164/);
    expect(details('10.1.2.3/32')).toMatch(/First host: +10\.1\.2\.3\nLast host: +10\.1\.2\.3\nHosts: +1\n/);
    expect(details('::1/128')).toMatch(/Hosts: +1\n[\s\S]*Type: +Loopback/);
  });

  it('counts IPv6 hosts exactly', () => {
    expect(details('::/0')).toContain('Addresses:  340,282,366,920,938,463,463,374,607,431,768,211,456 (2^128)');
    expect(details('::/0')).toContain('Hosts:      340,282,366,920,938,463,463,374,607,431,768,211,455\n');
  });

  it('reads a netmask or hostmask, after a slash or a space, and refuses a broken one', () => {
    expect(details('10.1.2.3 255.255.0.0')).toContain('Network:    10.1.0.0/16');
    expect(details('10.1.2.3/0.0.255.255')).toContain('Network:    10.1.0.0/16');
    expect(() => details('10.1.2.3/255.0.255.0')).toThrow(/not a netmask.*column 10/);
  });

  it('names the address type', () => {
    const type = (text: string) => /Type: +(.*)/.exec(details(text))![1];
    expect(type('100.64.1.1')).toBe('Shared address space, carrier-grade NAT (RFC 6598)');
    expect(type('198.51.100.0/24')).toBe('Documentation (TEST-NET-2, RFC 5737)');
    expect(type('fd12:3456::/48')).toBe('Unique local (RFC 4193)');
    expect(type('ff02::1')).toBe('Multicast (RFC 4291)');
    expect(type('8.8.8.8')).toBe('Public (global unicast)');
    expect(type('192.0.0.0/16')).toBe('Mixed: Public, holding Documentation, IETF protocol assignments');
  });

  it('says what is wrong and where', () => {
    expect(() => details('10.0.0.256/8')).toThrow('Part 4 "256" is past 255 (column 8).');
    expect(() => details('10.0.0.0/33')).toThrow('/33 is past /32');
    expect(() => details('2001:db8:::1/64')).toThrow('Three colons in a row (":::") (column 9).');
    expect(() => details('1::2::3')).toThrow('"::" may appear only once (column 5).');
    expect(() => details('2001:db8::g/64')).toThrow('Group "g" has "g", not a hex digit (column 11).');
    expect(() => runCidr('merge', '10.0.0.0/8\n10.0.0.x', CIDR_DEFAULTS)).toThrow(
      'Part 4 is "x", not a digit (line 2, column 8).',
    );
    expect(() => runCidr('range', '10.0.0.9 - 10.0.0.1', CIDR_DEFAULTS)).toThrow(/ends before it starts/);
    expect(() => runCidr('range', '10.0.0.1 - ::1', CIDR_DEFAULTS)).toThrow(/both IPv4 or both IPv6/);
  });
});

describe('split and contains', () => {
  it('rounds a count up to a power of two and says so', () => {
    const { outputs, notes } = runCidr('split', '10.0.0.0/24', { ...CIDR_DEFAULTS, split: '5' });
    expect(outputs.subnets.split('\n')).toHaveLength(9);
    expect(notes!.subnets).toBe('8 subnets of /27, 30 hosts each (5 asked: rounded up to 8, a power of two).');
  });

  it('bounds a huge IPv6 split and says how many there are', () => {
    const started = performance.now();
    const { outputs, notes } = runCidr('split', '::/0', { ...CIDR_DEFAULTS, split: '/128' });
    expect(performance.now() - started).toBeLessThan(200);
    expect(outputs.subnets.trimEnd().split('\n')).toHaveLength(SPLIT_LIST_LIMIT);
    expect(notes!.subnets).toContain('Showing the first 1,024 of 340,282,366,920,938,463,463,374,607,431,768,211,456');
  });

  it('refuses splits that cannot be made', () => {
    const split = (net: string, how: string) => () => runCidr('split', net, { ...CIDR_DEFAULTS, split: how });
    expect(split('10.0.0.0/30', '8')).toThrow('8 subnets do not fit in 10.0.0.0/30: it splits into at most 4');
    expect(split('10.0.0.0/24', '/24')).toThrow(/not longer than the network's \/24/);
    expect(split('10.0.0.0/24', 'many')).toThrow(/neither a number of subnets/);
  });

  it('finds an address in a network, by its place', () => {
    const contains = (net: string, address: string) =>
      runCidr('contains', net, { ...CIDR_DEFAULTS, address }).outputs.answer;
    expect(contains('10.0.0.0/8', '10.0.1.0')).toBe('Yes: 10.0.1.0 is in 10.0.0.0/8 (address 257 of 16,777,216).\n');
    expect(contains('10.0.0.0/8', '11.0.0.0')).toBe('No: 11.0.0.0 is not in 10.0.0.0/8.\n');
    expect(contains('2001:db8::/32', '10.0.0.1')).toMatch(/^No: 10\.0\.0\.1 is an IPv4 address/);
  });
});

describe('properties', () => {
  it('merging a network with its own split gives the network back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<IpVersion>(4, 6),
        fc.nat(),
        fc.integer({ min: 1, max: 6 }),
        (version, seed, extra) => {
          const prefix = seed % (IP_BITS[version] - extra + 1);
          const network = networkOf(version, BigInt(seed) << BigInt(IP_BITS[version] - 32), prefix);
          const { subnets } = splitNetwork(network, `/${prefix + extra}`);
          expect(mergeNetworks(subnets).cidrs).toBe(`${show(version, network.start)}/${prefix}\n`);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('any text gives a result or a ToolError, in every action', () => {
    const text = fc.oneof(fc.string({ maxLength: 60 }), fc.stringMatching(/^[0-9a-f:./ -]{0,40}$/));
    fc.assert(
      fc.property(
        text,
        fc.constantFrom('details', 'split', 'range', 'merge', 'contains'),
        text,
        (input, action, option) => {
          try {
            runCidr(action, input, { split: option, address: option });
          } catch (error) {
            expect(error).toBeInstanceOf(ToolError);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
