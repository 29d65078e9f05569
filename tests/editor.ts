import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The whole text of a TextEditor (an input or a read-only output), found by its label like any field:
 * `editorValue(page.getByLabel('Output'))`. CodeMirror puts only the lines on screen in the DOM, so the
 * editable element's text content is not the value; its `value` property is (as for a textarea).
 */
export const editorValue = (editor: Locator) =>
  editor.evaluate((element) => (element as HTMLElement & { value?: string }).value ?? '');

/** The length of a TextEditor's text, measured in the page (a megabyte is not copied out to count it). */
export const editorLength = (editor: Locator) =>
  editor.evaluate((element) => ((element as HTMLElement & { value?: string }).value ?? '').length);

/** Waits until the editor holds exactly `expected` (the `toHaveValue` of a TextEditor). */
export async function expectEditorValue(editor: Locator, expected: string | RegExp, timeout?: number) {
  const poll = expect.poll(() => editorValue(editor), { timeout });
  if (typeof expected === 'string') await poll.toBe(expected);
  else await poll.toMatch(expected);
}

/**
 * Pastes `text` over everything in the editor, as a person does with Ctrl+A and Ctrl+V (a real paste event
 * carrying the text). Playwright's fill types into the editable element, which is slow for megabytes.
 */
export async function pasteInto(editor: Locator, text: string) {
  // Focus rather than a click: once the editor holds a long text, its editable element is far taller than its frame,
  // and the middle of the element's on-screen part, where a click lands, can fall outside the frame (above it).
  await editor.focus();
  await editor.press('ControlOrMeta+A');
  await editor.evaluate((element, pasted) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, text);
  await expect.poll(() => editorLength(editor)).toBe(text.replace(/\r\n?/g, '\n').length);
}
