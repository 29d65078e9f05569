/**
 * TOTP / HOTP: one-time codes from a Base32 secret, the `otpauth://` URI that carries them to
 * an authenticator app, and verification of a typed code within a window of steps. The secret never leaves the
 * page's memory.
 */
export * from './codes';
export * from './secret';
export * from './uri';
export { fault, type OtpFaults } from './faults';
