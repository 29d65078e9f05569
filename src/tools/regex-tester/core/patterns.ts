/** The library of common patterns offered beside the pattern field (each tested in regex-tester.test.ts). */

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const HEX4 = '[0-9a-fA-F]{1,4}';
const IPV4 = `(?:${OCTET}\\.){3}${OCTET}`;
/** Every shortened form of RFC 4291 (at most one `::`), and an IPv4 tail. */
const IPV6 = [
  `(?:${HEX4}:){7}${HEX4}`,
  `(?:${HEX4}:){1,7}:`,
  `(?:${HEX4}:){1,6}:${HEX4}`,
  `(?:${HEX4}:){1,5}(?::${HEX4}){1,2}`,
  `(?:${HEX4}:){1,4}(?::${HEX4}){1,3}`,
  `(?:${HEX4}:){1,3}(?::${HEX4}){1,4}`,
  `(?:${HEX4}:){1,2}(?::${HEX4}){1,5}`,
  `${HEX4}:(?::${HEX4}){1,6}`,
  `:(?:(?::${HEX4}){1,7}|:)`,
  `(?:${HEX4}:){6}${IPV4}`,
  `::(?:ffff(?::0{1,4})?:)?${IPV4}`,
].join('|');

export const COMMON_PATTERNS = {
  email:
    "[\\w.!#$%&'*+/=?^`{|}~-]+@[a-zA-Z\\d](?:[a-zA-Z\\d-]*[a-zA-Z\\d])?(?:\\.[a-zA-Z\\d](?:[a-zA-Z\\d-]*[a-zA-Z\\d])?)+",
  url: "https?:\\/\\/[\\w-]+(?:\\.[\\w-]+)*(?::\\d+)?(?:[/?#][\\w\\-.~:/?#[\\]@!$&'()*+,;=%]*)?",
  ipv4: `\\b${IPV4}\\b`,
  ipv6: `(?<![\\w:])(?:${IPV6})(?![\\w:])`,
  uuid: '\\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\\b',
  isoDate:
    '\\b\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])(?:T(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?)?(?![\\w:])',
  semver:
    '\\b(?<major>0|[1-9]\\d*)\\.(?<minor>0|[1-9]\\d*)\\.(?<patch>0|[1-9]\\d*)(?:-(?<prerelease>(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+(?<build>[0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?\\b',
} as const;

/** A pattern of the library, by key; its description is in ../words.ts. */
export type CommonPattern = keyof typeof COMMON_PATTERNS;
