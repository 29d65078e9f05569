import { describe, expect, it } from 'vitest';
import { hasFaultWords } from '../core/shared/fault-words';

/** Every fault factory a core exports: a tool's `core/faults.ts`, shared code's `faults.ts` or `*-faults.ts`. */
const makers = import.meta.glob<Record<string, unknown>>(
  ['./*/core/faults.ts', '../core/shared/**/faults.ts', '../core/shared/**/*-faults.ts', '../workers/*-faults.ts'],
  { eager: true },
);
// Loading them registers every table, as the registry loads a tool's words with its screen.
import.meta.glob(['./*/words.ts', '../ui/words/*.ts', '!../ui/words/*.test.ts'], { eager: true });

const namespaces = Object.entries(makers).flatMap(([path, module]) =>
  Object.values(module)
    .filter((value): value is { namespace: string } => typeof value === 'function' && 'namespace' in value)
    .map(({ namespace }) => [path, namespace] as const),
);

describe('fault words', () => {
  it('finds the fault factories', () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  it.each(namespaces)('%s: namespace %s has its words in a words module', (_path, namespace) => {
    expect(hasFaultWords(namespace)).toBe(true);
  });
});
