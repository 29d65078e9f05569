/** Reads a UUID back: its canonical form, version, variant and, for time-based versions, the time it holds. */
import { uuidBytes, uuidText } from '../../../core/shared/uuid-bytes';
import { fault } from './faults';
import { GREGORIAN_OFFSET_MS } from './versions';

export type Variant = 'NCS (reserved)' | 'RFC 9562' | 'Microsoft (reserved)' | 'Future (reserved)';

export interface UuidInfo {
  canonical: string;
  /** The version nibble (0-15); meaningful only for the RFC 9562 variant. */
  version: number;
  variant: Variant;
  /** 'Nil' or 'Max' for the two special UUIDs. */
  special?: 'Nil' | 'Max';
  /** The embedded time of versions 1, 6 and 7 (version 1 and 6 to the millisecond). */
  time?: Date;
}

const SHAPE = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/**
 * Parses a UUID with or without hyphens, braces or a `urn:uuid:` prefix; anything else is a ToolError, `refusal`
 * (a namespace's has its own title).
 */
export function inspectUuid(text: string, refusal: 'invalidUuid' | 'invalidNamespace' = 'invalidUuid'): UuidInfo {
  const bare = text
    .trim()
    .replace(/^urn:uuid:/i, '')
    .replace(/^\{(.*)\}$/, '$1');
  const hyphenated = bare.includes('-');
  if (!SHAPE.test(bare) || (hyphenated && bare.length !== 36)) throw fault(refusal);
  const bytes = uuidBytes(bare);
  const canonical = uuidText(bytes);
  const info: UuidInfo = { canonical, version: bytes[6] >>> 4, variant: variantOf(bytes[8]) };
  if (/^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(canonical)) info.special = 'Nil';
  else if (/^f{8}-f{4}-f{4}-f{4}-f{12}$/.test(canonical)) info.special = 'Max';
  else if (info.variant === 'RFC 9562') info.time = embeddedTime(bytes, info.version);
  return info;
}

function variantOf(byte: number): Variant {
  if (byte >>> 7 === 0) return 'NCS (reserved)';
  if (byte >>> 6 === 0b10) return 'RFC 9562';
  if (byte >>> 5 === 0b110) return 'Microsoft (reserved)';
  return 'Future (reserved)';
}

function embeddedTime(bytes: Uint8Array, version: number): Date | undefined {
  const hex = uuidText(bytes).replace(/-/g, '');
  if (version === 7) return new Date(parseInt(hex.slice(0, 12), 16));
  // Versions 1 and 6 count 100 ns since 1582-10-15 in 60 bits, in a different field order.
  let ticks: string | undefined;
  if (version === 1) ticks = hex.slice(13, 16) + hex.slice(8, 12) + hex.slice(0, 8);
  if (version === 6) ticks = hex.slice(0, 12) + hex.slice(13, 16);
  if (ticks === undefined) return undefined;
  return new Date(Number(BigInt(`0x${ticks}`) / 10_000n) - GREGORIAN_OFFSET_MS);
}
