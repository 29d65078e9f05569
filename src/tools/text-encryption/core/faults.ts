import { faultsOf } from '../../../core/shared/tool-error';

/** Which way the tool was going when a key could not be made. */
export type CryptAction = 'encrypt' | 'decrypt';

/** An envelope's key derivation asking more than this tool allows: the figures it asks for. */
export type TooCostly =
  | { kind: 'pbkdf2'; iterations: number }
  | { kind: 'argon2Memory'; memoryKiB: number }
  | { kind: 'argon2Passes'; iterations: number; parallelism: number };

/** The encryption tool's faults and what each carries (never a passphrase or a key); their words are in ../words.ts. */
export interface CryptFaults {
  noPassphrase: { action: CryptAction };
  noKey: { action: CryptAction };
  badKey: { action: CryptAction };
  wrongSecret: object;
  wrongOpenssl: object;
  notEnvelope: object;
  badBase64: object;
  cutShort: object;
  newerVersion: { version: number };
  unknownKdf: { code: number };
  tooCostly: TooCostly;
  needsKey: object;
  needsPassphrase: object;
  truncatedFile: object;
  /** 0-based `index` of the chunk. */
  wrongFileChunk: { index: number };
  notText: object;
  fileEnvelope: object;
  textEnvelope: object;
}

export const fault = faultsOf<CryptFaults>('text-encryption');
