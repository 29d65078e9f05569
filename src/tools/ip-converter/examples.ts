import type { KitExample } from '../../ui/kit/declaration';
import type { IpConverterOptions } from './core';

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<IpConverterOptions>[] = [
  {
    name: 'An IPv4 address as an integer',
    input: '3232235786',
    expect: {
      output: `Dotted decimal:    192.168.1.10
Integer:           3232235786
Hex:               0xC0A8010A
Binary:            11000000.10101000.00000001.00001010
Octal-dotted:      0300.0250.01.012
IPv4-mapped IPv6:  ::ffff:192.168.1.10
IPv4-mapped, hex:  ::ffff:c0a8:10a
6to4 prefix:       2002:c0a8:10a::/48
Reverse DNS (PTR): 10.1.168.192.in-addr.arpa
Type:              Private (RFC 1918)
`,
    },
  },
  {
    name: 'IPv6 compressed by RFC 5952',
    input: '2001:0DB8:0000:0000:0000:ff00:0042:8329',
    expect: {
      output: `Compressed (RFC 5952): 2001:db8::ff00:42:8329
Expanded:              2001:0db8:0000:0000:0000:ff00:0042:8329
Integer:               42540766411282592856904265327123268393
Hex:                   0x20010DB8000000000000FF0000428329
Binary:                0010000000000001:0000110110111000:0000000000000000:0000000000000000:0000000000000000:1111111100000000:0000000001000010:1000001100101001
Reverse DNS (PTR):     9.2.3.8.2.4.0.0.0.0.f.f.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa
Type:                  Documentation (RFC 3849)
`,
    },
  },
  {
    name: 'A MAC address and its EUI-64 interface id',
    input: '00-1A-2B-3C-4D-5E',
    expect: {
      output: `Colon:               00:1a:2b:3c:4d:5e
Dash:                00-1A-2B-3C-4D-5E
Dot (Cisco):         001a.2b3c.4d5e
Bare:                001a2b3c4d5e
EUI-64 interface id: 21a:2bff:fe3c:4d5e
Link-local IPv6:     fe80::21a:2bff:fe3c:4d5e
Kind:                Unicast, universally administered
`,
    },
  },
];
