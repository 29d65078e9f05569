import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The whole text of a TextEditor (an input or a read-only output), found by its label like any field:
 * `editorValue(page.getByLabel('Output'))`. CodeMirror puts only the lines on screen in the DOM, so the
 * editable element's text content is not the value; its `value` property is (as for a textarea).
 */
export const editorValue = (editor: Locator) =>
  editor.evaluate((element) => (element as HTMLElement & { value?: string }).value ?? '');

/** Waits until the editor holds exactly `expected` (the `toHaveValue` of a TextEditor). */
export async function expectEditorValue(editor: Locator, expected: string | RegExp, timeout?: number) {
  const poll = expect.poll(() => editorValue(editor), { timeout });
  if (typeof expected === 'string') await poll.toBe(expected);
  else await poll.toMatch(expected);
}
