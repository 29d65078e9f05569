/** Digest output formats and the Verify field's matching. */
import type { AlgorithmId } from './algorithms';
import type { Digests } from './hash';

export type OutputFormat = 'hex' | 'HEX' | 'base64';

export const OUTPUT_FORMAT_IDS: readonly OutputFormat[] = ['hex', 'HEX', 'base64'];

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function formatDigest(bytes: Uint8Array, format: OutputFormat): string {
  if (format === 'base64') return toBase64(bytes);
  const hex = toHex(bytes);
  return format === 'HEX' ? hex.toUpperCase() : hex;
}

function fromBase64(text: string): Uint8Array | undefined {
  const normal = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]+$/.test(normal) || normal.length % 4 === 1) return undefined;
  try {
    const binary = atob(normal + '='.repeat((4 - (normal.length % 4)) % 4));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/**
 * Which computed digests equal an expected checksum pasted by the user. Accepts hex in any case, Base64
 * (standard or URL-safe), a `sha256sum` line ('<hash>  <file>') and subresource-integrity strings
 * ('sha256-<base64>'). Returns the matching algorithms, in the given order.
 */
export function matchDigest(expected: string, digests: Digests, order: readonly AlgorithmId[]): AlgorithmId[] {
  const token = expected.trim().split(/\s+/)[0] ?? '';
  if (!token) return [];
  const sri = /^(sha256|sha384|sha512)-(.+)$/i.exec(token);
  const candidates: Uint8Array[] = [];
  if (sri) {
    const bytes = fromBase64(sri[2]);
    const id = sri[1].toLowerCase() as AlgorithmId;
    const digest = digests[id];
    return bytes && digest && sameBytes(bytes, digest) ? [id] : [];
  }
  const hex = token.replace(/^0x/i, '');
  if (/^[0-9a-f]+$/i.test(hex) && hex.length % 2 === 0) {
    candidates.push(Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16)));
  }
  const b64 = fromBase64(token);
  if (b64) candidates.push(b64);
  return order.filter((id) => {
    const digest = digests[id];
    return digest !== undefined && candidates.some((c) => sameBytes(c, digest));
  });
}
