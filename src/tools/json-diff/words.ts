/** Every string the JSON diff's core shows. */
export const JSON_DIFF_MESSAGES = {
  emptyLeft: 'Please enter the left JSON document',
  emptyRight: 'Please enter the right JSON document',
  invalid: (side: string) => `Invalid JSON on the ${side}`,
  /** The tree's words when the documents are equal. */
  same: 'No differences: the documents are equal.',
  /** The tree's name for the root's path, which JSON Pointer writes as nothing. */
  root: '(the whole document)',
  /** The tree's first line: how many paths differ. */
  summary: (added: number, removed: number, changed: number, moved: number) =>
    `${added} added, ${removed} removed, ${changed} changed${moved ? `, ${moved} moved` : ''}`,
  tooLarge: 'Too many differences to list',
  tooLargeDescription: (limit: string) => `the output would pass ${limit}. Compare smaller parts of the documents.`,
} as const;
