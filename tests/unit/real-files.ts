import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const NODE_MODULES = new URL('../../node_modules/', import.meta.url).pathname;

/**
 * Real text files from the installed packages: for each extension, up to `perExtension` files of 1 byte to
 * `maxBytes`, spread evenly over the sorted list so the choice is the same on every run.
 */
export function realTextFiles(extensions: readonly string[], perExtension: number, maxBytes = 512 * 1024) {
  const all = (readdirSync(NODE_MODULES, { recursive: true }) as string[]).sort();
  return extensions.flatMap((extension) => {
    const paths = all.filter((path) => path.endsWith(`.${extension}`) && fits(join(NODE_MODULES, path), maxBytes));
    const step = Math.max(1, Math.floor(paths.length / perExtension));
    return paths
      .filter((_, i) => i % step === 0)
      .slice(0, perExtension)
      .map((path) => ({ path, text: readFileSync(join(NODE_MODULES, path), 'utf8') }));
  });
}

function fits(path: string, maxBytes: number): boolean {
  const stats = statSync(path, { throwIfNoEntry: false });
  return stats !== undefined && stats.isFile() && stats.size > 0 && stats.size <= maxBytes;
}
