import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'IP Address Converter',
  description:
    'IPv4 to integer, hex, binary and octal; IPv6 expanded and compressed; reverse DNS names; MAC address formats and EUI-64.',
  category: 'network',
  icon: 'network',
  keywords: [
    'ip',
    'ipv4',
    'ipv6',
    'ip to integer',
    'ip to hex',
    'ipv6 compress',
    'ipv6 expand',
    'mac address',
    'eui-64',
    'reverse dns',
    'ptr',
    'in-addr.arpa',
    'ip converter',
    'ip to decimal',
    'ip to binary',
    'ipv4 to ipv6',
    'mac address lookup',
    'ip address',
  ],
  handOffs: ['cidr-calculator', 'number-base-converter', 'binary-converter'],
} satisfies ToolEntry;
