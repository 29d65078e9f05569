/** Spreading the chosen algorithms over the pool's workers so they finish together. */
import type { AlgorithmId } from './algorithms';
import { COST_NS_PER_BYTE, engineFor, type EngineContext } from './choice';

/** Below this, one worker does everything: cloning the input to a second costs more than it saves. */
export const SPLIT_MIN_BYTES = 4 * 1024 ** 2;

export function estimatedCost(id: AlgorithmId, ctx: EngineContext): number {
  const engine = engineFor(id, ctx);
  return COST_NS_PER_BYTE[engine][id] ?? COST_NS_PER_BYTE.wasm[id] ?? 1;
}

/**
 * Groups of algorithms, one per worker, balanced by estimated cost (longest-processing-time first).
 * Never more groups than workers or algorithms; never an empty group.
 */
export function planGroups(ids: readonly AlgorithmId[], workers: number, ctx: EngineContext): AlgorithmId[][] {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const count = ctx.totalBytes < SPLIT_MIN_BYTES ? 1 : Math.max(1, Math.min(workers, unique.length));
  const groups = Array.from({ length: count }, () => ({ ids: [] as AlgorithmId[], cost: 0 }));
  const byCost = unique
    .map((id) => ({ id, cost: estimatedCost(id, ctx) }))
    .sort((a, b) => b.cost - a.cost || a.id.localeCompare(b.id));
  for (const { id, cost } of byCost) {
    const lightest = groups.reduce((min, g) => (g.cost < min.cost ? g : min));
    lightest.ids.push(id);
    lightest.cost += cost;
  }
  return groups.map((g) => g.ids);
}
