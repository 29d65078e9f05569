import { X509_PAGE } from './words';
import { derFileText } from './core/der-kind';
import { holdsPrivateKey } from './core/pem';
import type { X509Options } from './core';
import { decodeCertificatesInWorker } from './in-worker';
import { withPosition, type ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';

/**
 * Certificates, chains, CSRs and keys in words, in the tool's worker (@peculiar/x509 and WebCrypto). A DER file is
 * shown as its PEM; an input holding a private key is a secret: it never goes into a share link.
 */
export const x509Decoder: ToolDeclaration<X509Options> = {
  input: {
    label: X509_PAGE.inputLabel,
    placeholder: X509_PAGE.placeholder,
    hint: X509_PAGE.hint,
    lineNumbers: true,
    secret: holdsPrivateKey,
  },
  file: { accept: '.pem,.crt,.cer,.der,.csr,.req,.pub,.key,.p10', name: X509_PAGE.fileName, decode: derFileText },
  defaults: {},
  options: {},
  actions: [
    {
      id: 'decode',
      label: X509_PAGE.decode,
      jobLabel: X509_PAGE.decoding,
      blank: X509_PAGE.blank,
      faultTitle: X509_PAGE.fault,
      fieldError: (error) => withPosition(error.message, undefined),
      outputs: [{ id: 'output', label: X509_PAGE.details, fileName: 'certificate.txt', view: 'structured' }],
    },
  ],
  run: {
    core: async (_action, text) => (await import('./core')).decodeCertificatesResult(text),
    inWorker: (_action, text, _options, job) => decodeCertificatesInWorker(text, job),
    workerFromChars: 0,
    // Measured in Node on the busy machine: Debian's 144-certificate bundle (220,000 characters) in 0.6-1.6 s, some
    // 5-10 ms a certificate: live as you type up to some 25 certificates, on the button beyond.
    liveUpToChars: 50_000,
  },
  examples: EXAMPLES,
};

export default x509Decoder;
