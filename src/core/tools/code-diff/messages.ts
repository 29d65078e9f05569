/** The spec's words for the code diff (sections 5 and 8). */
export const BOTH_REQUIRED = 'Please enter both original and new code';
export const DIFF_FAILED = 'Failed to generate diff';
export const DIFF_GENERATED = 'Diff generated successfully';
export const DIFF_COPIED = 'Diff copied to clipboard';
export const EXAMPLES_LOADED = 'Example code loaded';
