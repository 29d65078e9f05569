/**
 * Key pairs made with WebCrypto (RSA, ECDSA, Ed25519, X25519), written as PKCS#8 and SPKI PEM, JWK, the OpenSSH
 * public key line and its SHA256 fingerprint as `ssh-keygen -l` prints it. Run in the tool's worker.
 */
import { isKeyType, KEY_TYPES, type KeyType } from './key-types';
import { fault } from './faults';
import { sshFingerprint, sshPublicBlob, sshPublicLine, toBase64, type PrivateJwk, type PublicJwk } from './openssh';
import { opensshPrivateKey } from './openssh-private';

export { fault, type KeyPairFaults } from './faults';
export { KEY_TYPE_IDS, KEY_TYPES, isKeyType, type KeyType } from './key-types';

export interface KeyPairRequest {
  type: KeyType;
  /** The OpenSSH comment (user@host). */
  comment: string;
}

/** Every form of a new key pair (texts; `openssh` and `fingerprint` empty for X25519). */
export interface KeyPairOutputs {
  privatePem: string;
  publicPem: string;
  privateJwk: string;
  publicJwk: string;
  openssh: string;
  /** The private key in OpenSSH's own format (what ssh reads for Ed25519); empty for X25519. */
  opensshPrivate: string;
  fingerprint: string;
}

export const MAX_COMMENT_CHARS = 200;

/** A PEM block, its Base64 in 64-character lines. */
export const pem = (label: string, der: ArrayBuffer) =>
  `-----BEGIN ${label}-----\n${toBase64(new Uint8Array(der)).replace(/.{64}(?=.)/g, '$&\n')}\n-----END ${label}-----\n`;

/** What a type named in a request (a link, a worker message) is: a ToolError for one this tool does not make. */
export function checkedRequest(type: string, comment: string): KeyPairRequest {
  const rsa = /^rsa-?(\d+)$/i.exec(type);
  if (!isKeyType(type) && rsa) throw fault('rsaTooLarge', { bits: Number(rsa[1]) });
  if (!isKeyType(type)) throw fault('badType', { type });
  if (comment.length > MAX_COMMENT_CHARS || /[\r\n]/.test(comment))
    throw fault('commentTooLong', { max: MAX_COMMENT_CHARS });
  return { type, comment: comment.trim() };
}

/** A JWK without WebCrypto's `key_ops` and `ext`, pretty-printed. */
const jwkText = ({ key_ops: _ops, ext: _ext, ...jwk }: JsonWebKey) => JSON.stringify(jwk, null, 2);

/** The key's size in bits, as ssh-keygen counts it. */
const bitsOf = (type: KeyType) =>
  type.startsWith('rsa') ? Number(type.slice(4)) : type.startsWith('ecdsa') ? Number(type.slice(7)) : 256;

/** Makes a key pair of `type` (a 10,000-bit RSA or an unknown type is refused with a ToolError). */
export async function generateKeyPairOf(type: string, comment: string): Promise<KeyPairOutputs> {
  const request = checkedRequest(type, comment);
  const info = KEY_TYPES[request.type];
  const pair = (await crypto.subtle.generateKey(info.algorithm, true, info.usages)) as CryptoKeyPair;
  const [pkcs8, spki, privateJwk, publicJwk] = await Promise.all([
    crypto.subtle.exportKey('pkcs8', pair.privateKey),
    crypto.subtle.exportKey('spki', pair.publicKey),
    crypto.subtle.exportKey('jwk', pair.privateKey),
    crypto.subtle.exportKey('jwk', pair.publicKey),
  ]);
  let openssh = '';
  let opensshPrivate = '';
  let fingerprint = '';
  if (info.ssh && info.sshName) {
    const blob = sshPublicBlob(info.ssh, publicJwk as PublicJwk);
    openssh = `${sshPublicLine(info.ssh, blob, request.comment)}\n`;
    opensshPrivate = opensshPrivateKey(info.ssh, privateJwk as PrivateJwk, blob, request.comment);
    fingerprint = await sshFingerprint(blob, bitsOf(request.type), request.comment, info.sshName);
  }
  return {
    privatePem: pem('PRIVATE KEY', pkcs8),
    publicPem: pem('PUBLIC KEY', spki),
    privateJwk: jwkText(privateJwk),
    publicJwk: jwkText(publicJwk),
    openssh,
    opensshPrivate,
    fingerprint,
  };
}
