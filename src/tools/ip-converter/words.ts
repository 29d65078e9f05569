/** The IP address converter's words (one table, for translation). */
export const IP_CONVERTER_MESSAGES = {
  invalidTitle: 'Invalid address',
  blank: 'Type an IPv4 address, an IPv6 address or a MAC address.',
  unknown: (text: string) =>
    `"${text}" is not an IPv4 address (192.168.1.10, 3232235786, 0xC0A8010A), an IPv6 address (2001:db8::1) nor a MAC address (aa:bb:cc:dd:ee:ff)`,
  pastIpv4: (text: string, form: string) =>
    `The ${form} ${text} is past the largest IPv4 address, 4294967295 (0xFFFFFFFF)`,
  leadingZero: (text: string) =>
    `"${text}" has a leading zero, so it may be octal: write it without the zero (decimal), or every part of a dotted address with a leading 0 (octal-dotted)`,
  octalDigit: (part: string, index: number) => `Part ${index} "${part}" is octal (a leading 0) but has an 8 or 9`,
  octalPast: (part: string, index: number) => `Part ${index} "${part}" is past 0377 (255 in octal)`,
  hexDigit: (text: string, char: string) => `"${text}" has "${char}", not a hex digit`,
  binaryDigit: (text: string, char: string) => `"${text}" has "${char}", not a binary digit`,
  macGroups: (text: string) =>
    `"${text}" looks like a MAC address but is not one: 6 pairs of hex digits, split by ":" or "-" (or 3 groups of 4 split by ".")`,
} as const;
