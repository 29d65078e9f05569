/**
 * The unit tests' order: Vitest's own (larger files first, without a cache of earlier runs, as in CI), except the
 * files measured slowest, which start first. Started last, src/ui/kit/hostile.test.ts (33 s of tests in one file) ran
 * alone at the end of a clean clone's run while the other worker had nothing left to do.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The slowest test files, slowest first (seconds on the two-core CI machine, 2026-11-29). */
const SLOWEST = [
  'src/ui/kit/hostile.test.ts', // 33
  'src/tools/code-diff/core/gnu.test.ts', // 16
  'src/tools/line-tools/core/line-tools.test.ts', // 12
  'src/tools/key-pair-generator/core/key-pair-generator.test.ts', // 8.5
];

const rank = (spec: TestSpecification) => {
  const at = SLOWEST.findIndex((path) => spec.moduleId.endsWith(path));
  return at < 0 ? SLOWEST.length : at;
};

export class SlowestFirst extends BaseSequencer {
  override async sort(specs: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(specs);
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map(({ spec }) => spec);
  }
}
