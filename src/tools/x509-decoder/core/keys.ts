/**
 * Keys described by algorithm and size, from their DER (SPKI, PKCS#8, PKCS#1, SEC 1) or OpenSSH wire form. The
 * algorithm names are openssl's; a private key gives nothing but its type and size.
 */
import { childrenOf, contentsOf, integerBits, oidOf, readDer, readWhole, TAG, type Der } from './der';

const KEY_ALGORITHMS: Readonly<Record<string, string>> = {
  '1.2.840.113549.1.1.1': 'RSA',
  '1.2.840.113549.1.1.10': 'RSA-PSS',
  '1.2.840.10045.2.1': 'EC',
  '1.2.840.10040.4.1': 'DSA',
  '1.3.101.110': 'X25519',
  '1.3.101.111': 'X448',
  '1.3.101.112': 'Ed25519',
  '1.3.101.113': 'Ed448',
  '2.16.840.1.101.3.4.3.17': 'ML-DSA-44',
  '2.16.840.1.101.3.4.3.18': 'ML-DSA-65',
  '2.16.840.1.101.3.4.3.19': 'ML-DSA-87',
};

const FIXED_BITS: Readonly<Record<string, number>> = { X25519: 253, X448: 448, Ed25519: 256, Ed448: 456 };

/** Named curves: openssl's name (NIST's in brackets) and the size in bits. */
const CURVES: Readonly<Record<string, [string, number]>> = {
  '1.2.840.10045.3.1.7': ['P-256 (prime256v1)', 256],
  '1.3.132.0.34': ['P-384 (secp384r1)', 384],
  '1.3.132.0.35': ['P-521 (secp521r1)', 521],
  '1.3.132.0.10': ['secp256k1', 256],
  '1.3.36.3.3.2.8.1.1.7': ['brainpoolP256r1', 256],
  '1.3.36.3.3.2.8.1.1.11': ['brainpoolP384r1', 384],
  '1.3.36.3.3.2.8.1.1.13': ['brainpoolP512r1', 512],
};

export const SIGNATURE_ALGORITHMS: Readonly<Record<string, string>> = {
  '1.2.840.113549.1.1.2': 'md2WithRSAEncryption',
  '1.2.840.113549.1.1.4': 'md5WithRSAEncryption',
  '1.2.840.113549.1.1.5': 'sha1WithRSAEncryption',
  '1.2.840.113549.1.1.10': 'RSASSA-PSS',
  '1.2.840.113549.1.1.11': 'sha256WithRSAEncryption',
  '1.2.840.113549.1.1.12': 'sha384WithRSAEncryption',
  '1.2.840.113549.1.1.13': 'sha512WithRSAEncryption',
  '1.2.840.113549.1.1.14': 'sha224WithRSAEncryption',
  '1.2.840.10045.4.1': 'ecdsa-with-SHA1',
  '1.2.840.10045.4.3.1': 'ecdsa-with-SHA224',
  '1.2.840.10045.4.3.2': 'ecdsa-with-SHA256',
  '1.2.840.10045.4.3.3': 'ecdsa-with-SHA384',
  '1.2.840.10045.4.3.4': 'ecdsa-with-SHA512',
  '1.2.840.10040.4.3': 'dsa-with-SHA1',
  '2.16.840.1.101.3.4.3.2': 'dsa-with-SHA256',
  '1.3.101.112': 'Ed25519',
  '1.3.101.113': 'Ed448',
  ...Object.fromEntries(['17', '18', '19'].map((n, i) => [`2.16.840.1.101.3.4.3.${n}`, `ML-DSA-${[44, 65, 87][i]}`])),
};

/** An algorithm's name by its OID, or the OID itself. */
export const nameOf = (table: Readonly<Record<string, string>>, oid: string) => table[oid] ?? `unknown (${oid})`;

/** "RSA 2048 bits", from an AlgorithmIdentifier and the key's bits where they give its size. */
function describeAlgorithm(algorithm: Der, rsaModulus: () => Der | undefined): string {
  const [oidDer, params] = childrenOf(algorithm);
  const oid = oidOf(oidDer);
  const name = nameOf(KEY_ALGORITHMS, oid);
  if (name === 'RSA' || name === 'RSA-PSS') {
    const modulus = rsaModulus();
    return modulus ? `${name} ${integerBits(modulus)} bits` : name;
  }
  if (name === 'EC' && params?.tag === TAG.oid) {
    const curve = CURVES[oidOf(params)];
    return curve ? `EC ${curve[1]} bits, curve ${curve[0]}` : `EC, curve ${oidOf(params)}`;
  }
  if (name === 'DSA' && params?.tag === TAG.sequence) return `DSA ${integerBits(childrenOf(params)[0])} bits`;
  return FIXED_BITS[name] ? `${name} ${FIXED_BITS[name]} bits` : name;
}

/** The first INTEGER after a PKCS#1 key's start (the modulus), from a structure's contents. */
function rsaModulusIn(bytes: Uint8Array, skipVersion: boolean): Der | undefined {
  const fields = childrenOf(readWhole(bytes));
  return fields[skipVersion ? 1 : 0];
}

/** A SubjectPublicKeyInfo's algorithm and size. */
export function describePublicKeyInfo(spki: Uint8Array): string {
  const [algorithm, key] = childrenOf(readWhole(spki));
  // A BIT STRING's first content byte counts its unused bits.
  return describeAlgorithm(algorithm, () => rsaModulusIn(contentsOf(key).subarray(1), false));
}

/** A PKCS#1 RSAPublicKey's size. */
export const describeRsaPublicKey = (der: Uint8Array) => `RSA ${integerBits(rsaModulusIn(der, false)!)} bits`;

/** A private key's type and size from its PEM label and DER; nothing else of it is read or shown. */
export function describePrivateKey(label: string, der: Uint8Array, encrypted: boolean): string {
  if (label === 'ENCRYPTED PRIVATE KEY') return 'PKCS#8, encrypted with a passphrase (type and size are inside)';
  if (label === 'OPENSSH PRIVATE KEY') return describeOpenSshPrivateKey(der);
  const kind = label.replace(/ ?PRIVATE KEY$/, '');
  if (encrypted) return `${kind || 'Private key'}, encrypted with a passphrase (legacy PEM encryption)`;
  const fields = childrenOf(readWhole(der));
  if (kind === 'RSA') return `RSA ${integerBits(fields[1])} bits (PKCS#1)`;
  if (kind === 'DSA') return `DSA ${integerBits(fields[1])} bits`;
  if (kind === 'EC') {
    const curve = fields.find((field) => field.tag === 0xa0);
    const oid = curve ? oidOf(readDer(curve.bytes, curve.start, curve.end)) : '';
    return CURVES[oid] ? `EC ${CURVES[oid][1]} bits, curve ${CURVES[oid][0]} (SEC 1)` : 'EC (SEC 1)';
  }
  // PKCS#8: version, AlgorithmIdentifier, OCTET STRING holding the key (an RSAPrivateKey for RSA).
  return `${describeAlgorithm(fields[1], () => rsaModulusIn(contentsOf(fields[2]), true))} (PKCS#8)`;
}

// ---- OpenSSH wire form: big-endian uint32 lengths before each string

/** Reads the strings of an OpenSSH blob in order. */
export class SshReader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  bytesField(): Uint8Array {
    if (this.at + 4 > this.bytes.length) throw new RangeError('short');
    const view = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.at, 4);
    const length = view.getUint32(0);
    const start = this.at + 4;
    if (start + length > this.bytes.length) throw new RangeError('short');
    this.at = start + length;
    return this.bytes.subarray(start, start + length);
  }
  text(): string {
    return new TextDecoder().decode(this.bytesField());
  }
  skip(count: number): void {
    this.at += count;
  }
  get done() {
    return this.at === this.bytes.length;
  }
}

/** Bits of an mpint (sign byte skipped). */
function mpintBits(bytes: Uint8Array): number {
  let at = 0;
  while (at < bytes.length && bytes[at] === 0) at++;
  return at === bytes.length ? 0 : (bytes.length - at - 1) * 8 + (32 - Math.clz32(bytes[at]));
}

/** An OpenSSH public key blob's type and size ("ED25519 256 bits"), as `ssh-keygen -l` names them. */
export function describeSshBlob(blob: Uint8Array): string {
  const reader = new SshReader(blob);
  const type = reader.text();
  if (type === 'ssh-rsa') {
    reader.bytesField();
    return `RSA ${mpintBits(reader.bytesField())} bits`;
  }
  if (type.startsWith('ecdsa-sha2-') || type.startsWith('sk-ecdsa-sha2-')) {
    const curve = reader.text();
    reader.bytesField();
    const bits = { nistp256: 256, nistp384: 384, nistp521: 521 }[curve];
    return `ECDSA ${bits ?? '?'} bits, curve ${curve}${type.startsWith('sk-') ? ', security key' : ''}`;
  }
  if (type === 'ssh-ed25519' || type.startsWith('sk-ssh-ed25519')) {
    if (reader.bytesField().length !== 32) throw new RangeError('short');
    return `ED25519 256 bits${type.startsWith('sk-') ? ', security key' : ''}`;
  }
  if (type === 'ssh-dss') return `DSA ${mpintBits(reader.bytesField())} bits`;
  return type;
}

/** "openssh-key-v1": cipher, KDF, its options, the key count, then the public key in the clear. */
function describeOpenSshPrivateKey(der: Uint8Array): string {
  const magic = new TextDecoder().decode(der.subarray(0, 15));
  if (magic !== 'openssh-key-v1\0') return 'OpenSSH private key';
  const reader = new SshReader(der.subarray(15));
  const cipher = reader.text();
  reader.text(); // the KDF's name
  reader.bytesField(); // its options
  reader.skip(4); // the key count (the first key is the one described)
  const described = describeSshBlob(reader.bytesField());
  return `OpenSSH, ${described}${cipher === 'none' ? '' : ', encrypted with a passphrase'}`;
}
