import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'CIDR / Subnet Calculator',
  description:
    'Network, broadcast, netmask and host range of an IPv4 or IPv6 subnet; split it, turn a range into CIDRs, merge CIDRs.',
  category: 'network',
  icon: 'network',
  keywords: [
    'cidr',
    'subnet',
    'subnet calculator',
    'netmask',
    'wildcard mask',
    'ip',
    'ipv4',
    'ipv6',
    'ip range',
    'broadcast',
    'supernet',
    'prefix',
    'subnet mask',
    'ip calculator',
    'ipcalc',
    'sipcalc',
    'network calculator',
    'cidr notation',
    'vlsm',
    'subnetting',
    'ip subnet',
  ],
  worker: { size: 1 },
  handOffs: ['ip-converter', 'url-parser'],
} satisfies ToolEntry;
