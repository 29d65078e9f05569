/** The parts of qrcode's core (its capacity tables, which @types/qrcode does not describe) that the limits use. */
declare module 'qrcode/lib/core/version.js' {
  import type { QrMode, QrLevel } from 'qrcode/lib/core/mode.js';
  /** How many characters of `mode` a code of `version` (1-40) holds at `level`. */
  export function getCapacity(version: number, level: QrLevel, mode: QrMode): number;
}

declare module 'qrcode/lib/core/mode.js' {
  export interface QrMode {
    id: string;
  }
  export interface QrLevel {
    bit: number;
  }
  export const NUMERIC: QrMode;
  export const ALPHANUMERIC: QrMode;
  export const BYTE: QrMode;
}

declare module 'qrcode/lib/core/error-correction-level.js' {
  import type { QrLevel } from 'qrcode/lib/core/mode.js';
  export const L: QrLevel;
  export const M: QrLevel;
  export const Q: QrLevel;
  export const H: QrLevel;
}
