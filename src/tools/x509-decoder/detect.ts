/** Smart paste: when a pasted text is for this tool (src/core/site/detect.ts gathers every tool's detector). */
import { hit, type Detector } from '../../core/site/detector';

/** PEM labels the certificate decoder reads, and what to call them. */
const PEM_KINDS: Readonly<Record<string, string>> = {
  CERTIFICATE: 'a PEM certificate',
  'TRUSTED CERTIFICATE': 'a PEM certificate',
  'CERTIFICATE REQUEST': 'a certificate signing request',
  'NEW CERTIFICATE REQUEST': 'a certificate signing request',
  'PUBLIC KEY': 'a PEM public key',
  'RSA PUBLIC KEY': 'a PEM public key',
};
const PEM_START = /^\s*-----BEGIN ([A-Z ]+)-----\r?\n/;
const SSH_PUBLIC_KEY = /^\s*(ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d+) AAAA[A-Za-z0-9+/]{40,}={0,2}(\s|$)/;

/** A PEM certificate, CSR or public key (by its first BEGIN line), or an OpenSSH public key line. */
const detectPem: Detector = ({ head }) => {
  const kind = PEM_KINDS[PEM_START.exec(head)?.[1] ?? ''];
  if (kind) return [hit('x509-decoder', 95, `Looks like ${kind}`)];
  const ssh = SSH_PUBLIC_KEY.exec(head);
  return ssh ? [hit('x509-decoder', 90, `Looks like an OpenSSH public key (${ssh[1]})`)] : [];
};

export default detectPem;
