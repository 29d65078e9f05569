/**
 * Certificate decoder: PEM or DER certificates (a whole chain), PKCS#10 requests, public keys and OpenSSH public
 * keys, described in words with @peculiar/x509 and WebCrypto (fingerprints, the chain's signatures). A private key
 * pasted by mistake gives only its type and size, and a warning. Nothing is fetched: AIA and CRL addresses are text.
 */
import './reflect-shim';
import {
  cryptoProvider,
  Pkcs10CertificateRequest,
  SubjectAlternativeNameExtension,
  X509Certificate,
} from '@peculiar/x509';
import { rowsOf, structuredOutputs, type RowsBlock, type Structured } from '../../../core/shared/structured';
import { childrenOf, oidOf, readWhole, type Bytes } from './der';
import { extensionFields, sanText, type Field } from './describe';
import {
  describePrivateKey,
  describePublicKeyInfo,
  describeRsaPublicKey,
  describeSshBlob,
  nameOf,
  SIGNATURE_ALGORITHMS,
} from './keys';
import { base64Of, splitInput, type InputItem } from './pem';
import { derLabel } from './der-kind';
import { fault } from './faults';

export { holdsPrivateKey } from './pem';

export type X509Options = Record<never, never>;
export const X509_DEFAULTS: X509Options = {};

cryptoProvider.set(globalThis.crypto);

const DAY_MS = 86_400_000;

/** Fields as a record under a heading. */
const section = (heading: string, fields: readonly Field[]): RowsBlock => ({
  kind: 'rows',
  heading,
  rows: rowsOf(fields),
});

/** "2026-11-27 03:37:57 UTC" */
const dateText = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** Expired, not yet valid, or the days left, at `now`. */
export function validityText(notBefore: Date, notAfter: Date, now: Date): string {
  if (now < notBefore)
    return `Not yet valid: starts in ${Math.ceil((notBefore.getTime() - now.getTime()) / DAY_MS)} days`;
  if (now > notAfter) return `Expired (since ${dateText(notAfter).slice(0, 10)})`;
  const days = Math.floor((notAfter.getTime() - now.getTime()) / DAY_MS);
  return `Valid: ${days} ${days === 1 ? 'day' : 'days'} left`;
}

const hexPairs = (bytes: Bytes) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join(':');

/** SHA-1 and SHA-256 of the DER, as openssl's -fingerprint prints them. */
async function fingerprints(der: Bytes): Promise<Field[]> {
  const digest = async (name: string) => hexPairs(new Uint8Array(await crypto.subtle.digest(name, der)));
  return [
    ['SHA-1', await digest('SHA-1')],
    ['SHA-256', await digest('SHA-256')],
  ];
}

/** The signature algorithm of a signed structure (certificate or request): its second element's OID. */
const signatureName = (der: Bytes) => nameOf(SIGNATURE_ALGORITHMS, oidOf(childrenOf(childrenOf(readWhole(der))[1])[0]));

const serialText = (hex: string) => (hex.length % 2 ? `0${hex}` : hex).toUpperCase().match(/../g)!.join(':');

async function describeCertificate(der: Bytes, heading: string, now: Date): Promise<RowsBlock> {
  const cert = new X509Certificate(der);
  const selfSigned = cert.subject === cert.issuer;
  return section(heading, [
    ['Subject', cert.subject || '(empty)'],
    ['Issuer', `${cert.issuer || '(empty)'}${selfSigned ? ' (self-issued)' : ''}`],
    ['Serial', serialText(cert.serialNumber)],
    ['Not before', dateText(cert.notBefore)],
    ['Not after', dateText(cert.notAfter)],
    ['Validity', validityText(cert.notBefore, cert.notAfter, now)],
    ['Public key', describePublicKeyInfo(new Uint8Array(cert.publicKey.rawData))],
    ['Signature', signatureName(der)],
    ...extensionFields(cert.extensions),
    ...(await fingerprints(der)),
  ]);
}

async function describeRequest(der: Bytes, heading: string): Promise<RowsBlock> {
  const request = new Pkcs10CertificateRequest(der);
  const san = request.extensions.find((extension) => extension instanceof SubjectAlternativeNameExtension);
  let signature = 'valid (signed by its own key)';
  try {
    if (!(await request.verify())) signature = 'INVALID: not signed by its own key';
  } catch {
    signature = 'not checked (algorithm not supported here)';
  }
  return section(heading, [
    ['Subject', request.subject || '(empty)'],
    ['Public key', describePublicKeyInfo(new Uint8Array(request.publicKey.rawData))],
    ['Signature', `${signatureName(der)}, ${signature}`],
    ...(san ? [['Requested SANs', sanText(san)] as Field] : []),
    ...extensionFields(
      request.extensions.filter((extension) => !(extension instanceof SubjectAlternativeNameExtension)),
    ),
    ...(await fingerprints(der)),
  ]);
}

/** "SHA256:…" as `ssh-keygen -l` prints it: unpadded Base64 of the blob's SHA-256. */
async function sshFingerprint(blob: Bytes): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', blob));
  return `SHA256:${base64Of(digest).replace(/=+$/, '')}`;
}

async function describeSsh(item: Extract<InputItem, { kind: 'ssh' }>, heading: string): Promise<RowsBlock> {
  let key: string;
  try {
    key = describeSshBlob(item.blob);
  } catch {
    throw fault('badSshKey', { line: item.line }, { line: item.line, column: 1 });
  }
  return section(heading, [
    ['Type', item.type],
    ['Public key', key],
    ...(item.comment ? [['Comment', item.comment] as Field] : []),
    ['Fingerprint', await sshFingerprint(item.blob)],
  ]);
}

/** Names a section from what it describes ("Certificate 2 of 3 (line 21)"). */
type Heading = (kind: string) => string;

/** One PEM or DER item in words, by its label. */
async function describeBlock(label: string, der: Bytes, encrypted: boolean, heading: Heading, now: Date) {
  if (label === 'CERTIFICATE' || label === 'X509 CERTIFICATE' || label === 'TRUSTED CERTIFICATE')
    return describeCertificate(der, heading('Certificate'), now);
  if (label === 'CERTIFICATE REQUEST' || label === 'NEW CERTIFICATE REQUEST')
    return describeRequest(der, heading('Certificate request (PKCS#10)'));
  if (label === 'PUBLIC KEY')
    return section(heading('Public key'), [['Public key', describePublicKeyInfo(der)], ...(await fingerprints(der))]);
  if (label === 'RSA PUBLIC KEY')
    return section(heading('Public key (PKCS#1)'), [['Public key', describeRsaPublicKey(der)]]);
  if (label.endsWith('PRIVATE KEY'))
    return section(heading('PRIVATE KEY'), [
      ['Type', describePrivateKey(label, der, encrypted)],
      ['Keep it secret', PRIVATE_KEY_WARNING],
    ]);
  throw fault('unknownLabel', { label });
}

// The result's words are still the core's (its rows, like this one, move to the tool's words with issue 54's next step).
const PRIVATE_KEY_WARNING =
  'This is a PRIVATE key. Keep it secret: do not paste it into websites, chats or tickets. It stays on this page and never goes into a share link; only its type and size are shown.';

/** "Certificate 2 of 3 (line 21)" */
const headingOf =
  (index: number, count: number, line: number): Heading =>
  (kind) =>
    count > 1 ? `${kind} ${index + 1} of ${count} (line ${line})` : kind;

/** One item in words, a library's failure on damaged data said with the block's place. */
async function describeItem(item: InputItem, heading: Heading, now: Date): Promise<RowsBlock> {
  if (item.kind === 'ssh') return describeSsh(item, heading('OpenSSH public key'));
  const label = item.kind === 'pem' ? item.label : derLabel(item.der);
  try {
    return await describeBlock(label, item.der, item.kind === 'pem' && item.encrypted, heading, now);
  } catch (error) {
    const derFault = fault.is(error, 'invalidDer') || fault.is(error, 'derNotKnown');
    if (fault.is(error) && !derFault) throw error;
    const reason = derFault ? undefined : error instanceof Error ? error.message : String(error);
    throw fault(
      'damagedBlock',
      { label, line: item.line, ...(reason === undefined ? {} : { reason }) },
      {
        line: item.line,
        column: 1,
      },
    );
  }
}

/** Whether `issuer` signed `cert` (names and signature); a signature WebCrypto cannot check is said so. */
async function issuedBy(cert: X509Certificate, issuer: X509Certificate): Promise<boolean | 'names only'> {
  if (cert.issuer !== issuer.subject) return false;
  try {
    return await cert.verify({ publicKey: issuer.publicKey, signatureOnly: true });
  } catch {
    return 'names only';
  }
}

/** The chain's order: each certificate issued by the next. */
export async function chainText(ders: readonly Bytes[]): Promise<RowsBlock> {
  const certs = ders.map((der) => new X509Certificate(der));
  const fields: Field[] = [];
  let unchecked = false;
  for (let i = 0; i + 1 < certs.length; i++) {
    const verdict = await issuedBy(certs[i], certs[i + 1]);
    if (verdict === false)
      return section('Chain', [
        [
          'Order',
          `WRONG: certificate ${i + 1} (${certs[i].subject}) is not issued by certificate ${i + 2} (${certs[i + 1].subject}); its issuer is ${certs[i].issuer}`,
        ],
      ]);
    unchecked ||= verdict === 'names only';
  }
  const last = certs[certs.length - 1];
  fields.push([
    'Order',
    `OK: each certificate is issued by the next${unchecked ? ' (by name; a signature algorithm here was not checked)' : ''}`,
  ]);
  fields.push(['Ends at', last.subject === last.issuer ? 'a self-issued root' : `${last.issuer} (not included)`]);
  return section('Chain', fields);
}

const isCertificate = (item: InputItem) =>
  (item.kind === 'pem' && /^(X509 |TRUSTED )?CERTIFICATE$/.test(item.label)) ||
  (item.kind === 'der' && derLabel(item.der) === 'CERTIFICATE');

/** The whole input in words: a record of each item, then the chain's order when there are several certificates. */
export async function decodeCertificates(text: string, now: Date = new Date()): Promise<Structured> {
  const items = splitInput(text);
  const parts: RowsBlock[] = [];
  for (const [index, item] of items.entries())
    parts.push(await describeItem(item, headingOf(index, items.length, item.line), now));
  const certs = items.filter(isCertificate).map((item) => (item as { der: Bytes }).der);
  if (certs.length > 1) parts.push(await chainText(certs));
  return parts;
}

/** The decoder's one action, as the worker runs it and the examples test it: the records and their aligned text. */
export const decodeCertificatesResult = async (text: string) =>
  structuredOutputs({ output: await decodeCertificates(text) });
