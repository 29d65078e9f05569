// The bench's cases, gathered from the tool folders: each `src/tools/<id>/bench.mjs` exports its `cases` (and may
// export `optionalCases`, `smokeCases`, `inARowCases`), in folder order. A case: a name, an input
// (randomFile/textFile from lib/inputs.mjs) and a driver with prepare/run (see drivers/). Each step of a case must
// finish within `--timeout` seconds (default 600), or the case's own `timeoutS`.
import { existsSync, readdirSync } from 'node:fs';

const TOOLS_DIR = new URL('../src/tools/', import.meta.url);

const folders = readdirSync(TOOLS_DIR)
  .filter((name) => existsSync(new URL(`${name}/bench.mjs`, TOOLS_DIR)))
  .sort();
const modules = await Promise.all(folders.map((name) => import(new URL(`${name}/bench.mjs`, TOOLS_DIR).href)));

/** One kind of case from every tool that has some, in folder order. */
const gather = (kind) => modules.flatMap((module) => module[kind] ?? []);

export const cases = gather('cases');

/** Run only when named with --only (too slow or too big for every run). */
export const optionalCases = gather('optionalCases');

/**
 * Two cases of one driver in a row, on the same files, as the full bench runs them: a driver must leave nothing behind
 * (nor start before the page is ready) that makes the next case wait forever. `tests/bench-smoke.spec.ts` runs them.
 */
export const inARowCases = gather('inARowCases');

/**
 * `npm test` runs these through the same harness so it cannot rot. Small and few: they only prove that the
 * harness runs (server, browser, drivers, baselines, table, JSON) and that the digests agree with coreutils'.
 */
export const smokeCases = gather('smokeCases');
