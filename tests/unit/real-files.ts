import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

/**
 * Files on this machine under `roots` (system folders, node_modules) whose name `accept` takes: walked to `maxDepth`
 * folders, up to `max` files, links not followed; sorted, so the choice is the same on every run of one machine.
 */
export function machineFiles(
  roots: readonly string[],
  accept: (name: string, path: string) => boolean,
  { maxDepth, max }: { maxDepth: number; max: number },
): string[] {
  const found = new Set<string>();
  const walk = (dir: string, depth: number) => {
    if (depth > maxDepth || found.size >= max) return;
    const entries = (() => {
      try {
        return readdirSync(dir, { withFileTypes: true });
      } catch {
        return []; // absent or unreadable
      }
    })();
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && !entry.isSymbolicLink()) walk(path, depth + 1);
      else if (entry.isFile() && accept(entry.name, path)) found.add(path);
    }
  };
  for (const root of roots) walk(root, 0);
  return [...found].sort();
}

/** node_modules of this project, as a root for `machineFiles`. */
export const NODE_MODULES_DIR = NODE_MODULES;

/** Real CSV files: those papaparse ships for its tests, and Debian's distro lists where installed. */
export const realCsvFiles = () => [
  ...realTextFiles(['csv'], 10, 4 << 20),
  ...['/usr/share/distro-info/debian.csv', '/usr/share/distro-info/ubuntu.csv']
    .filter((path) => existsSync(path))
    .map((path) => ({ path, text: readFileSync(path, 'utf8') })),
];
