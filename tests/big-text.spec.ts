import type { Page } from '@playwright/test';
import { editorValue } from './editor';
import { expect, test } from './fixtures';
import { longestTaskBetween, watchLongTasks } from './long-tasks';

// Big text never freezes the page: pasting 50 MB of multi-line text into a tool's editor, and typing with it
// loaded. Timed on the main thread, so this file runs in the 'responsiveness' project (alone, after the rest).

const LINE = 'The quick brown fox jumps over the lazy dog, 0123456789 ünïcode ✓\n';

/** Makes `megabytes` of multi-line text and a clipboard holding it, kept in the page for `pasteInto`. */
async function prepareClipboard(page: Page, megabytes: number) {
  return page.evaluate(
    ({ line, mb }) => {
      const text = line.repeat(Math.ceil((mb * 1024 * 1024) / line.length));
      const data = new DataTransfer();
      data.setData('text/plain', text);
      (window as unknown as { bigPaste: DataTransfer }).bigPaste = data;
      return text.length;
    },
    { line: LINE, mb: megabytes },
  );
}

/**
 * Pastes the prepared text into the editor labelled `label` (a real paste event), and resolves after the frame
 * that follows the editor holding all of it: the window in which the paste's main-thread tasks fall.
 */
async function pasteInto(page: Page, label: string, length: number) {
  await page.getByLabel(label, { exact: true }).click();
  await watchLongTasks(page);
  return page.evaluate(
    ({ label, length }) => {
      // The text editor lives in a shadow root; its editable element's value is the whole text.
      const editor = [...document.querySelectorAll('[data-text-editor] > div')]
        .map((host) => host.shadowRoot?.querySelector(`[aria-label="${label}"]`))
        .find(Boolean) as HTMLElement & { value: string };
      const clipboardData = (window as unknown as { bigPaste: DataTransfer }).bigPaste;
      return new Promise<{ from: number; to: number }>((resolve) => {
        const from = performance.now();
        editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
        const check = () => {
          if (editor.value.length !== length) return void setTimeout(check, 5);
          requestAnimationFrame(() => setTimeout(() => resolve({ from, to: performance.now() })));
        };
        check();
      });
    },
    { label, length },
  );
}

/** Presses a few keys at the end of the text; each delay is from the key press to the next frame. */
async function typingDelays(page: Page) {
  await page.keyboard.press('Control+End');
  const delays: number[] = [];
  for (const key of 'abcdef') {
    const start = await page.evaluate(() => {
      const w = window as unknown as { keyFrame: Promise<number> };
      w.keyFrame = new Promise((resolve) =>
        document.addEventListener(
          'keydown',
          () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))),
          { once: true, capture: true },
        ),
      );
      return performance.now();
    });
    await page.keyboard.press(key);
    const end = await page.evaluate(() => (window as unknown as { keyFrame: Promise<number> }).keyFrame);
    delays.push(Math.round(end - start));
  }
  return delays;
}

test('Base64 encoder: pasting 50 MB of text keeps every task short, and typing stays quick', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/tools/base64-encoder');
  const length = await prepareClipboard(page, 50);
  const paste = await longestTaskBetween(page, await pasteInto(page, 'Text to encode', length));
  const typing = await typingDelays(page);
  console.log(`50 MB paste (${length} chars): ${paste.details}; typing delays (ms): ${typing.join(', ')}`);
  const input = page.getByLabel('Text to encode', { exact: true });
  expect((await editorValue(input)).length).toBe(length + 6);
  expect(paste.longest, paste.details).toBeLessThan(200);
  expect(Math.max(...typing), `typing delays: ${typing.join(', ')}`).toBeLessThan(50);
});
