/**
 * The OpenSSH private key format (openssh-key-v1, unencrypted, as `ssh-keygen` writes it with an empty passphrase;
 * PROTOCOL.key in OpenSSH's source): what `ssh` and `ssh-keygen` read for Ed25519, whose PKCS#8 they do not.
 */
import type { KeyTypeInfo } from './key-types';
import { ascii, concat, fromBase64Url, sshMpint, sshString, toBase64, type PrivateJwk } from './openssh';

const uint32 = (value: number) => {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
};

/** The key's private fields in the order OpenSSH writes them after its type. */
function privateFields(type: NonNullable<KeyTypeInfo['ssh']>, jwk: PrivateJwk): Uint8Array[] {
  const bytes = (member: string | undefined) => fromBase64Url(member!);
  if (type === 'ssh-ed25519') {
    const pub = bytes(jwk.x);
    // The "private key" is the 32-byte seed followed by the public key.
    return [sshString(pub), sshString(concat([bytes(jwk.d), pub]))];
  }
  if (type === 'ssh-rsa')
    return [bytes(jwk.n), bytes(jwk.e), bytes(jwk.d), bytes(jwk.qi), bytes(jwk.p), bytes(jwk.q)].map(sshMpint);
  const point = concat([Uint8Array.of(4), bytes(jwk.x), bytes(jwk.y)]);
  return [sshString(ascii(type.slice('ecdsa-sha2-'.length))), sshString(point), sshMpint(bytes(jwk.d))];
}

/** `-----BEGIN OPENSSH PRIVATE KEY-----…` of a private JWK, with its public blob and comment. */
export function opensshPrivateKey(
  type: NonNullable<KeyTypeInfo['ssh']>,
  jwk: PrivateJwk,
  publicBlob: Uint8Array,
  comment: string,
): string {
  const check = crypto.getRandomValues(new Uint8Array(4));
  const body = concat([check, check, sshString(ascii(type)), ...privateFields(type, jwk), sshString(ascii(comment))]);
  // Padded with 1, 2, 3… to the cipher's block size (8 for "none").
  const padding = Uint8Array.from({ length: (8 - (body.length % 8)) % 8 }, (_, i) => i + 1);
  const blob = concat([
    ascii('openssh-key-v1\0'),
    sshString(ascii('none')),
    sshString(ascii('none')),
    sshString(new Uint8Array(0)),
    uint32(1),
    sshString(publicBlob),
    sshString(concat([body, padding])),
  ]);
  const lines = toBase64(blob).match(/.{1,70}/g) ?? [];
  return ['-----BEGIN OPENSSH PRIVATE KEY-----', ...lines, '-----END OPENSSH PRIVATE KEY-----', ''].join('\n');
}
