import { faultsOf } from '../../../core/shared/tool-error';

/** Where in the address a fault is: its 1-based column. */
interface At {
  column: number;
}

/**
 * The IP address converter's own faults and what each carries; their words are in ../words.ts. A fault the shared
 * address reader finds (src/core/shared/ip-address.ts) passes as it is.
 */
export interface IpConverterFaults {
  blank: object;
  space: At;
  unknown: At & { text: string };
  pastIpv4: At & { text: string };
  leadingZero: At & { text: string };
  /** `index` 1-based. */
  octalDigit: At & { part: string; index: number };
  octalPast: At & { part: string; index: number };
  hexDigit: At & { text: string; char: string };
  binaryDigit: At & { text: string; char: string };
  macGroups: At & { text: string };
}

export const fault = faultsOf<IpConverterFaults>('ip-converter');

/** A row of the forms: what it is, and its value (a MAC address's kind is `kind`, its value a MacKind). */
export type FormKey =
  | 'dottedDecimal'
  | 'integer'
  | 'hex'
  | 'binary'
  | 'octalDotted'
  | 'mappedIpv6'
  | 'mappedHex'
  | 'sixToFour'
  | 'reverseDns'
  | 'type'
  | 'compressed'
  | 'mixed'
  | 'expanded'
  | 'ipv4Mapped'
  | 'ipv4Nat64'
  | 'ipv4SixToFour'
  | 'macOfEui64'
  | 'zone'
  | 'colon'
  | 'dash'
  | 'dot'
  | 'bare'
  | 'interfaceId'
  | 'linkLocal'
  | 'kind';

/** A MAC address's kind: its multicast bit, then its universal/local bit. */
export type MacKind = `${'multicast' | 'unicast'}-${'local' | 'universal'}`;

export type FormRow = readonly [FormKey, string];
