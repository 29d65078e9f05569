/** Version 5: the SHA-1 of a namespace UUID and a name, so the same pair always gives the same UUID. */
import { stampVersion, uuidBytes, uuidText } from '../../../core/shared/uuid-bytes';
import { fault } from './faults';
import { inspectUuid } from './inspect';

/** The predefined namespaces of RFC 9562 appendix A. */
export const NAMESPACES = {
  DNS: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
  URL: '6ba7b811-9dad-11d1-80b4-00c04fd430c8',
  OID: '6ba7b812-9dad-11d1-80b4-00c04fd430c8',
  X500: '6ba7b814-9dad-11d1-80b4-00c04fd430c8',
} as const;

export async function uuidV5(namespace: string, name: string): Promise<string> {
  const space = uuidBytes(inspectUuid(namespace, 'invalidNamespace').canonical);
  const nameBytes = new TextEncoder().encode(name);
  const input = new Uint8Array(16 + nameBytes.length);
  input.set(space);
  input.set(nameBytes, 16);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', input));
  stampVersion(digest, 5);
  return uuidText(digest);
}

/** One version 5 UUID per non-empty line of `names`. */
export async function uuidsV5(namespace: string, names: string): Promise<string[]> {
  const lines = names.split(/\r?\n/).filter((line) => line !== '');
  if (!lines.length) throw fault('noName');
  return Promise.all(lines.map((line) => uuidV5(namespace, line)));
}
