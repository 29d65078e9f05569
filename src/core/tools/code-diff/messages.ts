/** The code diff's words: the spec's (sections 5 and 8), and GNU diff's marker of a missing final newline. */
export const BOTH_REQUIRED = 'Please enter both original and new code';
export const DIFF_FAILED = 'Failed to generate diff';
export const DIFF_GENERATED = 'Diff generated successfully';
export const DIFF_COPIED = 'Diff copied to clipboard';
export const EXAMPLES_LOADED = 'Example code loaded';
/** GNU diff's marker after a file's last line that lacks its newline, in the patch and in the result view. */
export const NO_NEWLINE_AT_END = '\\ No newline at end of file';
