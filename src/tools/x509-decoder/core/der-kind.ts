/**
 * What a DER blob is, from its shape (no parsing library): a DER file has no PEM label to say it. Certificate:
 * SEQUENCE { tbs SEQUENCE { [0] version | serial, … six or more }, algorithm, BIT STRING }; request: the same with
 * a four-field info ending in [0] attributes; SPKI: SEQUENCE { algorithm, BIT STRING }; private keys start with
 * an INTEGER version.
 */
import { childrenOf, readWhole, TAG } from './der';
import { fault } from './faults';
import { pemOf } from './pem';

/** The PEM label of a DER blob; refuses one this tool does not read. */
export function derLabel(der: Uint8Array): string {
  const fields = childrenOf(readWhole(der));
  const [first, second, third] = fields;
  if (first?.tag === TAG.integer) {
    if (second?.tag === TAG.sequence && third?.tag === TAG.octetString) return 'PRIVATE KEY';
    if (second?.tag === TAG.octetString) return 'EC PRIVATE KEY';
    if (second?.tag === TAG.integer && fields.length >= 9) return 'RSA PRIVATE KEY';
    if (second?.tag === TAG.integer && fields.length === 2) return 'RSA PUBLIC KEY';
  }
  if (first?.tag === TAG.sequence && fields.length === 2 && second?.tag === TAG.bitString) return 'PUBLIC KEY';
  if (first?.tag === TAG.sequence && fields.length === 3 && third?.tag === TAG.bitString) {
    const info = childrenOf(first);
    const isRequest = info.length === 4 && info[0].tag === TAG.integer && info[3].tag === 0xa0;
    return isRequest ? 'CERTIFICATE REQUEST' : 'CERTIFICATE';
  }
  throw fault('derNotKnown');
}

/** A DER file's bytes as PEM text for the editor; a file that is already PEM (or an OpenSSH key) stays as text. */
export function derFileText(bytes: Uint8Array): string {
  const text = new TextDecoder().decode(bytes.subarray(0, 64));
  if (bytes[0] !== TAG.sequence || /-----BEGIN|^(ssh|ecdsa|sk)-/.test(text)) return new TextDecoder().decode(bytes);
  return pemOf(derLabel(bytes), bytes);
}
