/** The JSON diff's words, one catalogue: its faults and its tree of differences. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { JSON_FAULTS } from '../../ui/words/json';
import { fault } from './core/faults';

export const JSON_DIFF_MESSAGES = {
  emptyLeft: 'Please enter the left JSON document',
  emptyRight: 'Please enter the right JSON document',
  /** The tree's words when the documents are equal. */
  same: 'No differences: the documents are equal.',
  /** The tree's name for the root's path, which JSON Pointer writes as nothing. */
  root: '(the whole document)',
  /** The tree's first line: how many paths differ. */
  summary: (added: number, removed: number, changed: number, moved: number) =>
    `${added} added, ${removed} removed, ${changed} changed${moved ? `, ${moved} moved` : ''}`,
} as const;

export const JSON_DIFF_FAULTS = defineFaultWords(fault, {
  emptyLeft: { title: JSON_DIFF_MESSAGES.emptyLeft },
  emptyRight: { title: JSON_DIFF_MESSAGES.emptyRight },
  invalid: {
    title: ({ side }) => `Invalid JSON on the ${side}`,
    description: JSON_FAULTS.invalid.description,
  },
  tooLarge: {
    title: 'Too many differences to list',
    description: 'the output would pass about 500 MB. Compare smaller parts of the documents.',
  },
});
