/** The code diff: GNU diff's line diff of two texts, its unified patch, and the views' rows. */
import { ToolError } from '../../../core/shared/tool-error';
import { diffSteps, type DiffOptions, type LineDiff } from './diff';
import { BOTH_REQUIRED } from './messages';

export { diffSteps, diffTexts, type DiffOptions, type LineDiff } from './diff';
export { drain } from './myers';
export { indexLines, lineAt, type LineIndex } from './lines';
export { diffListing, unifiedPatch, DEFAULT_CONTEXT, type PatchNames } from './patch';
export * from './messages';

/** The tool's action: both texts are required (spec section 5), then their line diff, as steps (see diffSteps). */
export function generateDiff(oldText: string, newText: string, options: DiffOptions = {}): Generator<void, LineDiff> {
  if (oldText.trim() === '' || newText.trim() === '') throw new ToolError(BOTH_REQUIRED);
  return diffSteps(oldText, newText, options);
}
