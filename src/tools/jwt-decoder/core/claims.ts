/** The registered claims, in the RFC's order, and whether exp and nbf hold now. */
import type { JsonObject } from './parse';

/** RFC 7519's registered claims, in its order (../result.ts names and explains them). */
export const REGISTERED_CLAIMS = ['exp', 'nbf', 'iat', 'iss', 'sub', 'aud', 'jti'] as const;

export type RegisteredClaim = (typeof REGISTERED_CLAIMS)[number];

export const isRegisteredClaim = (name: string): name is RegisteredClaim =>
  (REGISTERED_CLAIMS as readonly string[]).includes(name);

/** Whether exp and nbf hold now (a claim that is absent or not a number does not count). */
export interface TimeState {
  expired: boolean;
  notYet: boolean;
}

export function timeState(payload: JsonObject | null, nowSeconds: number): TimeState {
  const exp = payload?.exp;
  const nbf = payload?.nbf;
  return {
    expired: typeof exp === 'number' && Number.isFinite(exp) && exp <= nowSeconds,
    notYet: typeof nbf === 'number' && Number.isFinite(nbf) && nbf > nowSeconds,
  };
}
