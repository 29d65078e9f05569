import type { TokenSettings } from './options';

export interface TokenExample {
  name: string;
  settings: Partial<TokenSettings>;
  /** Every token the settings make matches it (checked in examples.test.ts). */
  shows: RegExp;
}

/** Load Example's settings: tokens people make often, each made anew when loaded. */
export const TOKEN_EXAMPLES: readonly TokenExample[] = [
  {
    name: 'API key with a prefix: sk_live_ and 32 letters and digits',
    settings: { kind: 'api-key', prefix: 'sk_live_', lengthText: '32' },
    shows: /^sk_live_[A-Za-z0-9]{32}$/,
  },
  {
    name: 'NanoID, 10 characters without look-alikes (no 0/O, 1/I/l)',
    settings: { kind: 'nanoid', alphabet: '23456789ABCDEFGHJKLMNPQRSTUVWXYZ', lengthText: '10' },
    shows: /^[2-9A-HJ-NP-Z]{10}$/,
  },
  {
    name: 'Random hex, 64 characters (256 bits)',
    settings: { kind: 'random', charset: 'hex', lengthText: '64' },
    shows: /^[0-9a-f]{64}$/,
  },
];
