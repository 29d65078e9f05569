import type { PoolOptions } from './pool';

/**
 * Each tool's pool settings as its tool.ts declares them (`worker`), by folder: the catalogue fills it when it loads
 * (src/core/site/tools.ts), before any tool's client makes its pool.
 */
export const DECLARED_POOLS = new Map<string, Omit<PoolOptions, 'name'>>();

/**
 * The code formatters' pool, named in their tool.ts: one worker, kept between jobs so Prettier stays loaded.
 * Prettier formats in one synchronous call (seconds for a megabyte), so the worker answers no pings meanwhile: the
 * liveness limit is long. A cancelled run (often a live one overtaken by typing or a button) ends its library call
 * within a second: the worker is kept rather than ended after the default 50 ms and loaded again.
 */
export const FORMATTER_POOL: Pick<PoolOptions, 'size' | 'livenessMs' | 'cancelGraceMs'> = {
  size: 1,
  livenessMs: 120_000,
  cancelGraceMs: 1000,
};
