/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, type Detector } from '../../core/site/detector';
import { parseIpv4, parseIpv6 } from '../../core/shared/ip-address';

/** Whether the text is an address of that version (the shared parser's strict rules: 4 parts 0-255, RFC 4291). */
function isAddress(text: string, version: 4 | 6): boolean {
  try {
    if (version === 4) parseIpv4(text);
    else parseIpv6(text);
    return true;
  } catch {
    return false;
  }
}

const IP_SHAPE = /^([\d.]{7,15}|[0-9a-f:.]*:[0-9a-f:.]*(?:%[\w.-]+)?)(?:\/(\d{1,3}))?$/i;
const MAC_SHAPE = /^[0-9a-f]{2}([:-])(?:[0-9a-f]{2}\1){4}[0-9a-f]{2}$/i;

/**
 * An IPv4 or IPv6 address, alone or with a /prefix (a CIDR), or a MAC address with colons or dashes. Strict: four
 * dotted parts 0-255 (a version number 1.2.3 has three), an IPv6 address with a hex digit, a prefix no longer than
 * the address. A CIDR opens the subnet calculator first; an address, the converter.
 */
const detectIp: Detector = ({ head, complete }) => {
  if (!complete || head.length > 64) return [];
  if (MAC_SHAPE.test(head)) return [hit('ip-converter', 90, 'Looks like a MAC address')];
  const shape = IP_SHAPE.exec(head);
  if (!shape) return [];
  const version = head.includes(':') ? 6 : 4;
  if (!isAddress(shape[1], version) || (version === 6 && !/[0-9a-f]/i.test(shape[1]))) return [];
  const name = `an IPv${version}`;
  if (shape[2] === undefined)
    return [
      hit('ip-converter', 90, `Looks like ${name} address`),
      hit('cidr-calculator', 60, `${name.replace('an', 'An')} address: its network and type`),
    ];
  if (Number(shape[2]) > (version === 4 ? 32 : 128) || /^0\d/.test(shape[2]) || head.includes('%')) return [];
  return [hit('cidr-calculator', 95, `Looks like ${name} network (CIDR /${Number(shape[2])})`)];
};

export default detectIp;
