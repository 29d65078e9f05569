/** The line tools' words, one catalogue: the note of what a run did. */
import type { LineCounts } from './core';

const count = (n: number) => n.toLocaleString('en-US');

/** '4 lines in, 2 out. 1 filtered out. 1 duplicate removed.' */
export const linesNote = ({ in: before, out: after, filtered, duplicates }: LineCounts): string =>
  `${count(before)} ${before === 1 ? 'line' : 'lines'} in, ${count(after)} out.` +
  (filtered ? ` ${count(filtered)} filtered out.` : '') +
  (duplicates ? ` ${count(duplicates)} ${duplicates === 1 ? 'duplicate' : 'duplicates'} removed.` : '');
