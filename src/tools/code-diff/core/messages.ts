/** The code diff's words: the spec's (sections 5 and 8), and GNU diff's marker of a missing final newline. */
export const BOTH_REQUIRED = 'Please enter both original and new code';
export const DIFF_FAILED = 'Failed to generate diff';
export const DIFF_GENERATED = 'Diff generated successfully';
export const DIFF_COPIED = 'Diff copied to clipboard';
export const EXAMPLES_LOADED = 'Example code loaded';
/** GNU diff's marker after a file's last line that lacks its newline, in the patch and in the result view. */
export const NO_NEWLINE_AT_END = '\\ No newline at end of file';

/** The code diff's screen words (labels, buttons, counts, notes), one table for translation. */
export const CODE_DIFF_TEXTS = {
  codePanel: 'Code',
  loadExamples: 'Load Examples',
  originalCode: 'Original Code',
  newCode: 'New Code',
  originalPlaceholder: 'Paste the original code here...',
  newPlaceholder: 'Paste the new code here...',
  ignoreWhitespace: 'Ignore whitespace',
  ignoreCase: 'Ignore case',
  generateDiff: 'Generate Diff',
  comparing: 'Comparing',
  cancelDiff: 'Cancel diff',
  comparedIn: (seconds: string) => `Compared in ${seconds} s`,
  diffPanel: 'Diff',
  legend: 'Legend',
  added: 'Added',
  removed: 'Removed',
  unchanged: 'Unchanged',
  addedCount: 'added',
  removedCount: 'removed',
  copyDiff: 'Copy diff',
  copyPatch: 'Copy patch',
  copied: 'Copied to clipboard',
  downloadPatch: 'Download patch',
  collapseUnchanged: 'Collapse unchanged lines',
  layout: 'Layout',
  unified: 'Unified',
  sideBySide: 'Side by side',
  unifiedDiff: 'Unified diff',
  sideBySideDiff: 'Side-by-side diff',
  showUnchanged: (count: string, one: boolean) => `Show ${count} unchanged ${one ? 'line' : 'lines'}`,
  previousChange: 'Previous change',
  nextChange: 'Next change',
  noChanges: 'No changes',
  changeCount: (total: number) => `${total} ${total === 1 ? 'change' : 'changes'}`,
  changeOf: (current: number, total: number) => `Change ${current} of ${total}`,
  pastedText: 'Text',
  characters: 'characters',
  clearSide: (which: string) => `Clear ${which}`,
  dropSide: (which: string) => `Drop the ${which} file to open it`,
  openFile: 'Open file',
  openFileTitle: (which: string) =>
    `Open the ${which} file, or drop it onto its editor. Read on your device, never uploaded.`,
  openFileLabel: (which: string) => `Open file (${which})`,
} as const;
