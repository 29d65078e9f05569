import { SAMPLE_CHAIN, SAMPLE_CSR, SAMPLE_SSH_KEY } from './core/samples';
import type { X509Options } from './core';
import type { KitExample } from '../../ui/kit/declaration';

/** Load Example's examples, each also a unit test and a browser test (expired or dateless, so never out of date). */
export const EXAMPLES: readonly KitExample<X509Options>[] = [
  {
    name: 'Certificate chain (leaf and root)',
    input: SAMPLE_CHAIN,
    expect: {
      output: `Certificate 1 of 2 (line 1)
Subject:            CN=www.example.com, O=Example Corp, C=US
Issuer:             CN=Example Root CA, O=Example Corp, C=US
Serial:             10:00:A1:B2:C3
Not before:         2020-06-01 00:00:00 UTC
Not after:          2021-06-01 00:00:00 UTC
Validity:           Expired (since 2021-06-01)
Public key:         EC 256 bits, curve P-256 (prime256v1)
Signature:          ecdsa-with-SHA256
SANs:               DNS:www.example.com, DNS:example.com, IP:192.0.2.10
Key usage:          Digital Signature (critical)
Extended key usage: TLS Web Server Authentication, TLS Web Client Authentication
Basic constraints:  not a CA (critical)
OCSP:               http://ocsp.example.com
CA issuers:         http://ca.example.com/root.crt
CRL:                http://crl.example.com/root.crl
SHA-1:              47:79:65:35:CF:45:97:48:87:C2:7E:73:BC:08:52:87:03:84:00:9B
SHA-256:            8B:56:6E:A5:BD:0E:B9:68:9E:D4:14:76:CC:5D:E4:1E:C1:12:7F:72:F2:25:CB:B5:33:85:BA:D0:2C:FE:CF:C2

Certificate 2 of 2 (line 17)
Subject:           CN=Example Root CA, O=Example Corp, C=US
Issuer:            CN=Example Root CA, O=Example Corp, C=US (self-issued)
Serial:            01
Not before:        2020-01-01 00:00:00 UTC
Not after:         2022-01-01 00:00:00 UTC
Validity:          Expired (since 2022-01-01)
Public key:        EC 256 bits, curve P-256 (prime256v1)
Signature:         ecdsa-with-SHA256
Key usage:         Certificate Sign, CRL Sign (critical)
Basic constraints: CA, path length 0 (critical)
SHA-1:             EC:27:8D:58:0E:DE:B9:9B:CA:10:B1:0A:C9:2D:30:4F:4D:80:5B:D2
SHA-256:           4A:8A:BD:F4:96:98:CC:8D:18:07:65:76:FD:88:B6:DA:06:3F:A3:AA:E0:32:57:84:DC:E7:32:4A:1E:54:32:7E

Chain
Order:   OK: each certificate is issued by the next
Ends at: a self-issued root
`,
    },
  },
  {
    name: 'Certificate signing request (CSR)',
    input: SAMPLE_CSR,
    expect: {
      output: `Certificate request (PKCS#10)
Subject:        CN=api.example.org, O=Example Org
Public key:     EC 256 bits, curve P-256 (prime256v1)
Signature:      ecdsa-with-SHA256, valid (signed by its own key)
Requested SANs: DNS:api.example.org, DNS:api2.example.org
SHA-1:          0A:53:9D:B7:18:5E:D6:24:05:5A:0E:69:11:E2:DB:EE:47:47:DB:D7
SHA-256:        BD:BC:01:40:4C:06:E9:6A:36:3B:38:71:96:25:56:3B:36:C8:2A:39:27:4F:9D:CB:6D:32:12:AE:EC:B2:F9:DE
`,
    },
  },
  {
    name: 'OpenSSH public key',
    input: SAMPLE_SSH_KEY,
    expect: {
      output: `OpenSSH public key
Type:        ssh-ed25519
Public key:  ED25519 256 bits
Comment:     me@host
Fingerprint: SHA256:uy7/7gsylibYjdl5yzqDOExKZo9ZaMsIzejxa542+ds
`,
    },
  },
];
