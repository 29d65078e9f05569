/**
 * Test helpers: Python's `ipaddress` as the oracle of the IP tools, run once per batch (a JSON list in, a JSON list
 * out, never a shell string), and seeded random addresses that often hold runs of zero groups (what RFC 5952
 * compression and prefix edges are about).
 */
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { compressIpv6, formatIpv4, type IpVersion } from '../../src/core/shared/ip-address';

/** Runs `script` (reading `cases` as JSON from stdin, printing a JSON list) once; returns its answers. */
export function pythonBatch<T>(script: string, cases: readonly unknown[]): T[] {
  const run = spawnSync('python3', ['-c', script], { input: JSON.stringify(cases), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr || run.error?.message}`);
  return JSON.parse(run.stdout) as T[];
}

const group = fc.oneof(fc.constant(0), fc.constant(0xffff), fc.integer({ min: 0, max: 0xffff }));

/** An address value of the version: IPv6 ones made of groups that are often 0 or ffff. */
export const addressValue = (version: IpVersion): fc.Arbitrary<bigint> =>
  version === 4
    ? fc.bigInt({ min: 0n, max: 0xffffffffn })
    : fc
        .array(group, { minLength: 8, maxLength: 8 })
        .map((groups) => groups.reduce((sum, g) => (sum << 16n) | BigInt(g), 0n));

/** `count` values drawn with a fixed seed: the same cases on every run. */
export const sampleOf = <T>(arbitrary: fc.Arbitrary<T>, count: number, seed = 30): T[] =>
  fc.sample(arbitrary, { numRuns: count, seed });

/** An address in its usual text. */
export const textOf = (version: IpVersion, value: bigint) => (version === 4 ? formatIpv4(value) : compressIpv6(value));
