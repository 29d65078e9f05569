/** The code diff: GNU diff's line diff of two texts, its unified patch, and the views' rows. */
import { ToolError } from '../../shared/tool-error';
import { diffTexts, type DiffOptions, type LineDiff } from './diff';
import { BOTH_REQUIRED } from './messages';

export { diffTexts, type DiffOptions, type LineDiff } from './diff';
export { indexLines, lineAt, type LineIndex } from './lines';
export { diffListing, unifiedPatch, DEFAULT_CONTEXT, type PatchNames } from './patch';
export * from './messages';

/** The tool's action: both texts are required (spec section 5), then their line diff. */
export function generateDiff(oldText: string, newText: string, options: DiffOptions = {}): LineDiff {
  if (oldText.trim() === '' || newText.trim() === '') throw new ToolError(BOTH_REQUIRED);
  return diffTexts(oldText, newText, options);
}
