import type { KeyType } from './core';

export interface KeyPairExample {
  name: string;
  type: KeyType;
  comment: string;
  /** What the new pair's OpenSSH line, or its public JWK, must show (checked in examples.test.ts). */
  shows: RegExp;
}

/** Load Example's settings: the three keys people make most, each made on the spot (a key is never a fixed text). */
export const KEY_PAIR_EXAMPLES: readonly KeyPairExample[] = [
  {
    name: 'Ed25519 for SSH, with a comment',
    type: 'ed25519',
    comment: 'deploy@ci',
    shows: /^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI\S+ deploy@ci\n$/,
  },
  { name: 'ECDSA P-256 for ES256 JSON Web Tokens', type: 'ecdsa-p256', comment: '', shows: /"crv": "P-256"/ },
  { name: 'RSA 3072 for TLS', type: 'rsa-3072', comment: '', shows: /^ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ\S+\n$/ },
];
