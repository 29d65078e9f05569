/** The IP address converter's words, one catalogue: its faults, the forms' labels, and its screen. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { alignedText, recordOf, rowsOf, type Structured } from '../../core/shared/structured';
import { fault, type FormKey, type FormRow, type MacKind } from './core/faults';

const INVALID = 'Invalid address';

/** A reason and where it is in the address. */
const at = (reason: string, { column }: { column: number }) => `${reason} (column ${column}).`;

export const IP_CONVERTER_MESSAGES = {
  blank: 'Type an IPv4 address, an IPv6 address or a MAC address.',
} as const;

export const IP_CONVERTER_FAULTS = defineFaultWords(fault, {
  blank: { title: INVALID, description: IP_CONVERTER_MESSAGES.blank },
  space: { title: INVALID, description: (p) => at('An address has no spaces', p) },
  unknown: {
    title: INVALID,
    description: (p) =>
      at(
        `"${p.text}" is not an IPv4 address (192.168.1.10, 3232235786, 0xC0A8010A), an IPv6 address (2001:db8::1) nor a MAC address (aa:bb:cc:dd:ee:ff)`,
        p,
      ),
  },
  pastIpv4: {
    title: INVALID,
    description: (p) => at(`The number ${p.text} is past the largest IPv4 address, 4294967295 (0xFFFFFFFF)`, p),
  },
  leadingZero: {
    title: INVALID,
    description: (p) =>
      at(
        `"${p.text}" has a leading zero, so it may be octal: write it without the zero (decimal), or every part of a dotted address with a leading 0 (octal-dotted)`,
        p,
      ),
  },
  octalDigit: {
    title: INVALID,
    description: (p) => at(`Part ${p.index} "${p.part}" is octal (a leading 0) but has an 8 or 9`, p),
  },
  octalPast: { title: INVALID, description: (p) => at(`Part ${p.index} "${p.part}" is past 0377 (255 in octal)`, p) },
  hexDigit: { title: INVALID, description: (p) => at(`"${p.text}" has "${p.char}", not a hex digit`, p) },
  binaryDigit: { title: INVALID, description: (p) => at(`"${p.text}" has "${p.char}", not a binary digit`, p) },
  macGroups: {
    title: INVALID,
    description: (p) =>
      at(
        `"${p.text}" looks like a MAC address but is not one: 6 pairs of hex digits, split by ":" or "-" (or 3 groups of 4 split by ".")`,
        p,
      ),
  },
});

/** Each form's label. */
export const FORM_LABELS: Readonly<Record<FormKey, string>> = {
  dottedDecimal: 'Dotted decimal',
  integer: 'Integer',
  hex: 'Hex',
  binary: 'Binary',
  octalDotted: 'Octal-dotted',
  mappedIpv6: 'IPv4-mapped IPv6',
  mappedHex: 'IPv4-mapped, hex',
  sixToFour: '6to4 prefix',
  reverseDns: 'Reverse DNS (PTR)',
  type: 'Type',
  compressed: 'Compressed (RFC 5952)',
  mixed: 'Mixed (RFC 5952 §5)',
  expanded: 'Expanded',
  ipv4Mapped: 'IPv4 (mapped)',
  ipv4Nat64: 'IPv4 (NAT64)',
  ipv4SixToFour: 'IPv4 (6to4)',
  macOfEui64: 'MAC (from EUI-64)',
  zone: 'Zone',
  colon: 'Colon',
  dash: 'Dash',
  dot: 'Dot (Cisco)',
  bare: 'Bare',
  interfaceId: 'EUI-64 interface id',
  linkLocal: 'Link-local IPv6',
  kind: 'Kind',
};

const MAC_KINDS: Readonly<Record<MacKind, string>> = {
  'unicast-universal': 'Unicast, universally administered',
  'unicast-local': 'Unicast, locally administered',
  'multicast-universal': 'Multicast, universally administered',
  'multicast-local': 'Multicast, locally administered',
};

/** The forms as the screen shows them: a labelled record. */
export const formsRecord = (rows: readonly FormRow[]): Structured =>
  recordOf(
    rowsOf(rows.map(([key, value]) => [FORM_LABELS[key], key === 'kind' ? MAC_KINDS[value as MacKind] : value])),
  );

/** The forms as aligned text (`Label: value` a line). */
export const formsText = (rows: readonly FormRow[]): string => alignedText(formsRecord(rows));
