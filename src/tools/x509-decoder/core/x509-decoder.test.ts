/**
 * The certificate decoder against openssl and ssh-keygen: every certificate Debian trusts, requests and keys made
 * by openssl, and broken input (truncated PEM, wrong Base64, damaged DER, random text) refused with our fault.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import { alignedText } from '../../../core/shared/structured';
import { decodeCertificates as decodeRecords, holdsPrivateKey, validityText } from '.';
import { derFileText } from './der-kind';
import { fault, type X509Faults } from './faults';
import { SAMPLE_CHAIN } from './samples';

const CERTS = '/etc/ssl/certs';
const dir = mkdtempSync(join(tmpdir(), 'x509-'));
const openssl = (...args: string[]) => execFileSync('openssl', args, { encoding: 'utf8' });

/** Our report as aligned text. */
const decodeCertificates = async (text: string) => alignedText(await decodeRecords(text));

/** A field's value in our report. */
const field = (report: string, label: string) => new RegExp(`^${label}: +(.*)$`, 'm').exec(report)?.[1];

/** "notBefore=Nov 27 03:37:57 2026 GMT" as a Date. */
const opensslDate = (text: string, name: string) => new Date(new RegExp(`${name}=(.*)`).exec(text)![1]);

/** The fault `text` is refused with: its code among `keys`, and its parameters (the words: ../words.test.ts). */
const expectFault = async (text: string, keys: (keyof X509Faults)[], params?: object) => {
  const error = await decodeCertificates(text).catch((caught: unknown) => caught);
  expect(
    keys.some((key) => fault.is(error, key)),
    String(error),
  ).toBe(true);
  if (params) expect((error as ToolError).params).toEqual(params);
  return error as ToolError;
};

describe("every certificate in Debian's ca-certificates", () => {
  const files = [
    ...new Set(
      readdirSync(CERTS)
        .filter((name) => name.endsWith('.pem'))
        .map((name) => realpathSync(join(CERTS, name))),
    ),
  ];

  it('has certificates to read', () => expect(files.length).toBeGreaterThan(100));

  it('parses, with the fingerprints and dates OpenSSL gives', async () => {
    for (const [index, file] of files.entries()) {
      const pem = readFileSync(file, 'utf8');
      const report = await decodeCertificates(pem);
      // Node's X509Certificate is OpenSSL in process: every certificate against it, and one in ten against the
      // openssl command as well (two processes per certificate took 30 s of a two-core CI run).
      const node = new X509Certificate(pem);
      const expected = { sha256: node.fingerprint256, sha1: node.fingerprint, from: node.validFrom, to: node.validTo };
      if (index % 10 === 0) {
        const sha256 = openssl('x509', '-in', file, '-noout', '-fingerprint', '-sha256', '-dates');
        const sha1 = openssl('x509', '-in', file, '-noout', '-fingerprint', '-sha1');
        expect(expected.sha256, file).toBe(/Fingerprint=(.*)/.exec(sha256)![1]);
        expect(expected.sha1, file).toBe(/Fingerprint=(.*)/.exec(sha1)![1]);
        expect(new Date(expected.from)).toEqual(opensslDate(sha256, 'notBefore'));
        expect(new Date(expected.to)).toEqual(opensslDate(sha256, 'notAfter'));
      }
      expect(field(report, 'SHA-256'), file).toBe(expected.sha256);
      expect(field(report, 'SHA-1'), file).toBe(expected.sha1);
      expect(new Date(field(report, 'Not before')!.replace(' UTC', 'Z')), file).toEqual(new Date(expected.from));
      expect(new Date(field(report, 'Not after')!.replace(' UTC', 'Z')), file).toEqual(new Date(expected.to));
      expect(field(report, 'Public key'), file).toMatch(/^(RSA \d+ bits|EC \d+ bits, curve .*|Ed25519 256 bits)$/);
      expect(field(report, 'Signature'), file).not.toMatch(/unknown/);
    }
  }, 120_000);

  it('reads the whole bundle as one input', async () => {
    const report = await decodeCertificates(readFileSync(join(CERTS, 'ca-certificates.crt'), 'utf8'));
    expect(report.match(/^Certificate \d+ of \d+/gm)!.length).toBeGreaterThan(100);
    expect(field(report, 'Order')).toMatch(/^WRONG/);
  }, 60_000);
});

describe('requests and keys made by openssl', () => {
  const key = join(dir, 'rsa.pem');
  openssl('genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:3072', '-out', key);
  const ec = join(dir, 'ec.pem');
  openssl('genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-384', '-out', ec);
  const ed = join(dir, 'ed.pem');
  openssl('genpkey', '-algorithm', 'ED25519', '-out', ed);

  it('reads a CSR with SANs, its signature checked', async () => {
    const csr = openssl(
      'req',
      '-new',
      '-key',
      ec,
      '-subj',
      '/CN=a.example/O=A',
      '-addext',
      'subjectAltName=DNS:a.example,IP:10.1.2.3',
    );
    const report = await decodeCertificates(csr);
    expect(report).toMatch(/^Certificate request \(PKCS#10\)/);
    expect(field(report, 'Subject')).toBe('CN=a.example, O=A');
    expect(field(report, 'Public key')).toBe('EC 384 bits, curve P-384 (secp384r1)');
    expect(field(report, 'Signature')).toBe('ecdsa-with-SHA256, valid (signed by its own key)');
    expect(field(report, 'Requested SANs')).toBe('DNS:a.example, IP:10.1.2.3');
  });

  it.each([
    [key, 'RSA 3072 bits'],
    [ec, 'EC 384 bits, curve P-384 (secp384r1)'],
    [ed, 'Ed25519 256 bits'],
  ])('reads the public key of %s, with its fingerprint', async (file, described) => {
    const pub = openssl('pkey', '-in', file, '-pubout');
    const report = await decodeCertificates(pub);
    expect(field(report, 'Public key')).toBe(described);
    const der = execFileSync('openssl', ['pkey', '-in', file, '-pubout', '-outform', 'DER']);
    const digest = execFileSync('openssl', ['dgst', '-sha256', '-c'], { input: der, encoding: 'utf8' });
    expect(field(report, 'SHA-256')).toBe(/= (.*)/.exec(digest)![1].toUpperCase());
  });

  it.each([
    [key, 'PRIVATE KEY', /^RSA 3072 bits \(PKCS#8\)$/],
    [ec, 'PRIVATE KEY', /^EC 384 bits, curve P-384 \(secp384r1\) \(PKCS#8\)$/],
    [ed, 'PRIVATE KEY', /^Ed25519 256 bits \(PKCS#8\)$/],
  ])('recognises the private key %s: its type and size only, and a warning', async (file, _label, type) => {
    const text = readFileSync(file, 'utf8');
    const report = await decodeCertificates(text);
    expect(field(report, 'Type')).toMatch(type);
    expect(report).toMatch(/Keep it secret/);
    expect(holdsPrivateKey(text)).toBe(true);
    // Nothing of the key's Base64 is echoed.
    expect(report).not.toContain(text.split('\n')[1].slice(0, 20));
  });

  it('recognises PKCS#1, SEC 1 and encrypted private keys', async () => {
    const rsa = openssl('pkey', '-in', key, '-traditional');
    expect(field(await decodeCertificates(rsa), 'Type')).toBe('RSA 3072 bits (PKCS#1)');
    const sec1 = openssl('ec', '-in', ec);
    expect(field(await decodeCertificates(sec1), 'Type')).toBe('EC 384 bits, curve P-384 (secp384r1) (SEC 1)');
    const encrypted = openssl('pkey', '-in', key, '-aes256', '-passout', 'pass:x');
    expect(field(await decodeCertificates(encrypted), 'Type')).toMatch(/^PKCS#8, encrypted/);
  });

  it('reads bare Base64 DER (a PEM without its lines)', async () => {
    const pem = readFileSync(join(CERTS, 'ISRG_Root_X1.pem'), 'utf8');
    const body = pem
      .split('\n')
      .filter((line) => line && !line.startsWith('-----'))
      .join('\n');
    expect(await decodeCertificates(body)).toBe(await decodeCertificates(pem));
  });

  it('reads DER files as their PEM', () => {
    const der = execFileSync('openssl', ['x509', '-in', join(CERTS, 'ISRG_Root_X1.pem'), '-outform', 'DER']);
    const pem = derFileText(new Uint8Array(der));
    expect(pem).toMatch(/^-----BEGIN CERTIFICATE-----/);
    expect(pem.replace(/\s/g, '')).toBe(readFileSync(join(CERTS, 'ISRG_Root_X1.pem'), 'utf8').replace(/\s/g, ''));
    const csrDer = execFileSync('openssl', ['req', '-new', '-key', key, '-subj', '/CN=x', '-outform', 'DER']);
    expect(derFileText(new Uint8Array(csrDer))).toMatch(/^-----BEGIN CERTIFICATE REQUEST-----/);
    const pubDer = execFileSync('openssl', ['pkey', '-in', key, '-pubout', '-outform', 'DER']);
    expect(derFileText(new Uint8Array(pubDer))).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const privDer = execFileSync('openssl', ['pkey', '-in', key, '-outform', 'DER']);
    // openssl 3.0 writes an RSA key's DER as PKCS#1.
    expect(derFileText(new Uint8Array(privDer))).toMatch(/^-----BEGIN (RSA )?PRIVATE KEY-----/);
  });
});

describe('OpenSSH keys, against ssh-keygen', () => {
  it.each([
    ['ed25519', [], 'ED25519 256 bits'],
    ['rsa', ['-b', '2048'], 'RSA 2048 bits'],
    ['ecdsa', ['-b', '384'], 'ECDSA 384 bits, curve nistp384'],
  ])('reads a %s public key with ssh-keygen -l’s fingerprint', async (type, bits, described) => {
    const file = join(dir, `id_${type}`);
    spawnSync('ssh-keygen', ['-q', '-t', type, ...bits, '-N', '', '-C', 'me@host', '-f', file]);
    const report = await decodeCertificates(readFileSync(`${file}.pub`, 'utf8'));
    expect(field(report, 'Public key')).toBe(described);
    expect(field(report, 'Comment')).toBe('me@host');
    const listed = execFileSync('ssh-keygen', ['-l', '-f', `${file}.pub`], { encoding: 'utf8' });
    expect(field(report, 'Fingerprint')).toBe(listed.split(' ')[1]);
    const privateReport = await decodeCertificates(readFileSync(file, 'utf8'));
    expect(field(privateReport, 'Type')).toBe(`OpenSSH, ${described}`);
  });
});

describe('chains', () => {
  const chain = SAMPLE_CHAIN;
  it('says each certificate is issued by the next', async () => {
    const report = await decodeCertificates(chain);
    expect(field(report, 'Order')).toBe('OK: each certificate is issued by the next');
    expect(field(report, 'Ends at')).toBe('a self-issued root');
  });
  it('finds a chain in the wrong order', async () => {
    const [leaf, root] = chain.split(/(?<=-----END CERTIFICATE-----)\n/);
    const report = await decodeCertificates(`${root}\n${leaf}`);
    expect(field(report, 'Order')).toMatch(
      /^WRONG: certificate 1 \(CN=Example Root CA.*\) is not issued by certificate 2/,
    );
  });
});

describe('validity', () => {
  const from = new Date('2025-01-01T00:00:00Z');
  const to = new Date('2025-03-01T00:00:00Z');
  it('says expired, not yet valid or the days left', () => {
    expect(validityText(from, to, new Date('2024-12-30T00:00:00Z'))).toBe('Not yet valid: starts in 2 days');
    expect(validityText(from, to, new Date('2025-02-27T12:00:00Z'))).toBe('Valid: 1 day left');
    expect(validityText(from, to, new Date('2025-03-02T00:00:00Z'))).toBe('Expired (since 2025-03-01)');
  });
});

describe('broken input', () => {
  const pem = readFileSync(join(CERTS, 'ISRG_Root_X1.pem'), 'utf8');
  it('truncated PEM: no END line', async () => {
    const error = await expectFault(pem.slice(0, 300), ['truncated'], { label: 'CERTIFICATE', line: 1 });
    expect(error.at).toEqual({ line: 1, column: 1 });
  });
  it('truncated PEM: a line missing', async () => {
    const lines = pem.split('\n');
    await expectFault([...lines.slice(0, 5), ...lines.slice(6)].join('\n'), [
      'badBase64Char',
      'badPadding',
      'badBase64Length',
      'damagedBlock',
    ]);
  });
  it('wrong Base64, at its line and column', async () => {
    const lines = pem.split('\n');
    lines[3] = `${lines[3].slice(0, 9)}!${lines[3].slice(10)}`;
    const error = await expectFault(lines.join('\n'), ['badBase64Char'], {
      label: 'CERTIFICATE',
      char: '!',
      line: 4,
      column: 10,
    });
    expect(error.at).toEqual({ line: 4, column: 10 });
  });
  it('a block of another kind, mismatched END, nothing at all', async () => {
    await expectFault('-----BEGIN PGP MESSAGE-----\nAAAA\n-----END PGP MESSAGE-----', ['unknownLabel'], {
      label: 'PGP MESSAGE',
    });
    await expectFault('-----BEGIN CERTIFICATE-----\nAAAA\n-----END PUBLIC KEY-----', ['endMismatch'], {
      label: 'CERTIFICATE',
      found: 'PUBLIC KEY',
    });
    await expectFault('hello world', ['nothingFound']);
    const damaged = await expectFault('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----', ['damagedBlock']);
    expect(damaged.params).toMatchObject({ label: 'CERTIFICATE', line: 1 });
  });
  it('random and hostile text never escapes as another error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.base64String().map((body) => `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----`),
          fc.nat(pem.length).map((cut) => pem.slice(0, cut) + pem.slice(cut + 7)),
          fc
            .uint8Array({ maxLength: 200 })
            .map(
              (bytes) =>
                `-----BEGIN PRIVATE KEY-----\n${Buffer.from(bytes).toString('base64')}\n-----END PRIVATE KEY-----`,
            ),
          fc.uint8Array({ maxLength: 200 }).map((bytes) => `ssh-ed25519 ${Buffer.from(bytes).toString('base64')} x`),
        ),
        async (text) => {
          const outcome = await decodeCertificates(text).catch((error: unknown) => error);
          if (typeof outcome !== 'string') expect(outcome).toBeInstanceOf(ToolError);
        },
      ),
      { numRuns: 300 },
    );
  });
});
