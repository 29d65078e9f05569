import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import { fault, generateKeyPairOf, KEY_TYPE_IDS, type KeyPairOutputs } from '.';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'keys-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text, { mode: 0o600 });
  return path;
};
const run = (command: string, ...args: string[]) => execFileSync(command, args, { encoding: 'utf8' });

/** The openssl and ssh-keygen checks of one generated pair. */
function checkWithOracles(type: string, keys: KeyPairOutputs) {
  const privatePath = write(`${type}.key`, keys.privatePem);
  const publicPath = write(`${type}.pub.pem`, keys.publicPem);
  // openssl reads our PKCS#8 and SPKI, and the private key's public half is our SPKI.
  run('openssl', 'pkey', '-in', privatePath, '-noout');
  run('openssl', 'pkey', '-pubin', '-in', publicPath, '-noout');
  expect(run('openssl', 'pkey', '-in', privatePath, '-pubout')).toBe(keys.publicPem);
  if (type === 'x25519') {
    expect(keys.openssh).toBe('');
    return;
  }
  // ssh-keygen prints our fingerprint for our OpenSSH line, and (RSA, ECDSA: it reads their PKCS#8 through OpenSSL,
  // not Ed25519's) writes the same line from our private key.
  const sshPath = write(`${type}.ssh.pub`, keys.openssh);
  expect(run('ssh-keygen', '-l', '-f', sshPath).trim()).toBe(keys.fingerprint);
  // Our OpenSSH private key: ssh-keygen derives our public line (and comment) from it.
  const opensshPath = write(`${type}.openssh`, keys.opensshPrivate);
  expect(`${run('ssh-keygen', '-y', '-f', opensshPath).trim()}\n`).toBe(keys.openssh);
  // (ssh-keygen leaves an empty comment empty here, where a .pub line without one prints "no comment").
  expect(run('ssh-keygen', '-l', '-f', opensshPath).split(' ')[1]).toBe(keys.fingerprint.split(' ')[1]);
  if (type.startsWith('ed25519')) return;
  const fromPrivate = run('ssh-keygen', '-y', '-f', privatePath).trim();
  expect(keys.openssh.startsWith(fromPrivate)).toBe(true);
}

describe('generated pairs, checked by openssl and ssh-keygen', () => {
  it.each(KEY_TYPE_IDS)(
    '%s',
    async (type) => {
      const keys = await generateKeyPairOf(type, 'tester@devtoolbox');
      expect(keys.privatePem).toMatch(
        /^-----BEGIN PRIVATE KEY-----\n([A-Za-z0-9+/=]{64}\n)*[A-Za-z0-9+/=]{1,64}\n-----END PRIVATE KEY-----\n$/,
      );
      expect(JSON.parse(keys.privateJwk)).toHaveProperty('d');
      expect(JSON.parse(keys.publicJwk)).not.toHaveProperty('d');
      if (type !== 'x25519') expect(keys.openssh).toMatch(/^(ssh-|ecdsa-sha2-)\S+ AAAA\S+ tester@devtoolbox\n$/);
      checkWithOracles(type, keys);
    },
    60_000,
  );

  it('writes the fingerprint ssh-keygen prints without a comment', async () => {
    const keys = await generateKeyPairOf('ed25519', '');
    expect(keys.openssh).toMatch(/^ssh-ed25519 AAAA\S+\n$/);
    expect(keys.fingerprint).toMatch(/^256 SHA256:[A-Za-z0-9+/]{43} no comment \(ED25519\)$/);
    checkWithOracles('ed25519-bare', keys);
  });

  it('makes a new key each time', async () => {
    const [a, b] = await Promise.all([generateKeyPairOf('ed25519', ''), generateKeyPairOf('ed25519', '')]);
    expect(a.privatePem).not.toBe(b.privatePem);
  });
});

describe('refusals', () => {
  const refusal = (type: string, comment = '') =>
    generateKeyPairOf(type, comment).then(
      () => '',
      (error: unknown) =>
        error instanceof ToolError ? [error.code, error.params] : `not a ToolError: ${String(error)}`,
    );

  it('says a 10,000-bit RSA request is too large, with the sizes it makes', async () => {
    expect(await refusal('rsa-10000')).toEqual(['key-pair-generator.rsaTooLarge', { bits: 10_000 }]);
    expect(await refusal('RSA10000')).toEqual(['key-pair-generator.rsaTooLarge', { bits: 10_000 }]);
  });

  it('refuses an unknown type and a comment of several lines', async () => {
    expect(await refusal('dsa')).toEqual(['key-pair-generator.badType', { type: 'dsa' }]);
    expect(await refusal('ed25519', 'a\nb')).toEqual(['key-pair-generator.commentTooLong', { max: 200 }]);
  });

  it('never lets anything but its ToolError out, whatever it is asked', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 12 }), fc.string({ maxLength: 210 }), async (type, comment) => {
        await generateKeyPairOf(type, comment).catch((error: unknown) => expect(fault.is(error)).toBe(true));
      }),
      { numRuns: 200 },
    );
  });
});
