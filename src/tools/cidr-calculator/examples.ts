import type { CidrOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<CidrOptions>[] = [
  {
    name: 'A host with a netmask: its /26 network',
    input: '192.168.1.130 255.255.255.192',
    expect: {
      details: `Address:    192.168.1.130
Network:    192.168.1.128/26
Netmask:    255.255.255.192
Wildcard:   0.0.0.63
Broadcast:  192.168.1.191
First host: 192.168.1.129
Last host:  192.168.1.190
Hosts:      62
Addresses:  64
Type:       Private (RFC 1918)
`,
      binary: `Address:    11000000.10101000.00000001.10000010
Netmask:    11111111.11111111.11111111.11000000
Network:    11000000.10101000.00000001.10000000
Last:       11000000.10101000.00000001.10111111
Prefix /26: ^^^^^^^^ ^^^^^^^^ ^^^^^^^^ ^^
`,
    },
  },
  {
    name: 'A range as the fewest CIDR blocks',
    input: '10.0.0.5 - 10.0.0.200',
    action: 'range',
    expect: {
      cidrs: `10.0.0.5/32
10.0.0.6/31
10.0.0.8/29
10.0.0.16/28
10.0.0.32/27
10.0.0.64/26
10.0.0.128/26
10.0.0.192/29
10.0.0.200/32
`,
    },
  },
  {
    name: 'Merging IPv4 and IPv6 networks',
    input: '10.0.0.0/25, 10.0.0.128/25\n10.0.1.0/24\n192.168.7.9/24\n2001:db8::/33\n2001:db8:8000::/33\n',
    action: 'merge',
    expect: { cidrs: '10.0.0.0/23\n192.168.7.0/24\n2001:db8::/32\n' },
  },
];
