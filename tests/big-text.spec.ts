import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { editorValue } from './editor';
import { expect, test } from './fixtures';
import { longestTaskBetween, PASTE_TASK_LIMIT_MS, TASK_LIMIT_MS, watchLongTasks } from './long-tasks';

// Big text never freezes the page: pasting 50 MB of multi-line text into a tool's editor, and typing with it
// loaded. Timed on the main thread, so this file runs in the 'responsiveness' project (alone, after the rest).

const LINE = 'The quick brown fox jumps over the lazy dog, 0123456789 ünïcode ✓\n';
/** `megabytes` of LINE again and again (the same text the page makes). */
const textOf = (megabytes: number) => LINE.repeat(Math.ceil((megabytes * 1024 * 1024) / LINE.length));

/** Makes `megabytes` of lines (between `around`'s two ends) and a clipboard holding them, kept in the page for `pasteInto`. */
async function prepareClipboard(
  page: Page,
  megabytes: number,
  line = LINE,
  around: readonly [string, string] = ['', ''],
) {
  return page.evaluate(
    ({ line, mb, around }) => {
      const text = around[0] + line.repeat(Math.ceil((mb * 1024 * 1024) / line.length)) + around[1];
      const data = new DataTransfer();
      data.setData('text/plain', text);
      (window as unknown as { bigPaste: DataTransfer }).bigPaste = data;
      return text.length;
    },
    { line, mb: megabytes, around },
  );
}

/**
 * Pastes the prepared text into the editor labelled `label` (a real paste event), and resolves once the page is
 * idle after the editor holds all of it: the window in which the paste's main-thread tasks fall.
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
          // The paste's own after-work (layout, garbage collection) belongs to the paste: its window ends when
          // the page is next idle.
          requestAnimationFrame(() =>
            requestIdleCallback(() => resolve({ from, to: performance.now() }), { timeout: 2000 }),
          );
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

/**
 * Presses the button named `action` and resolves after the frame that follows the result showing: an element
 * matching `selector` whose value or text contains `text`. Checked once a frame, inside the page, so no
 * Playwright query runs on the main thread meanwhile.
 */
async function runUntil(page: Page, action: string | null, { selector, text }: { selector: string; text: string }) {
  await watchLongTasks(page);
  return page.evaluate(
    ({ action, selector, text }) =>
      new Promise<{ from: number; to: number }>((resolve) => {
        const from = performance.now();
        const shown = () =>
          [...document.querySelectorAll<HTMLElement & { value?: string }>(selector)].some((el) =>
            (el.value ?? el.textContent ?? '').includes(text),
          );
        const check = () =>
          shown() ? setTimeout(() => resolve({ from, to: performance.now() })) : requestAnimationFrame(check);
        requestAnimationFrame(check);
        if (action) [...document.querySelectorAll('button')].find((b) => b.textContent === action)!.click();
      }),
    { action, selector, text },
  );
}

/** 50 MB of MIME-wrapped Base64 (76 characters a line), for the decoder. */
const BASE64_LINE = Buffer.from('The quick brown fox jumps over the lazy dog. 0123456789 a').toString('base64') + '\n';

const LONG_PREVIEW = { selector: 'p', text: 'Showing the first 100,000 of' };

/**
 * One text tool per way the page handles long text (a kit tool's worker run, Base64's decoder, the JSON formatter's
 * worker, hashes as you type; every kit tool's worker run, text case's too, shares url-encoder's path on the page):
 * where to paste, what runs it, and what shows it ran.
 */
const TOOLS = [
  {
    id: 'base64-decoder',
    input: 'Base64 or data URL to decode',
    action: 'Decode',
    line: BASE64_LINE,
    done: { selector: 'p', text: 'too big to show as text' },
  },
  { id: 'url-encoder', input: 'Text to encode', action: 'Encode', done: LONG_PREVIEW },
  {
    id: 'json-formatter',
    input: 'JSON input',
    action: 'Format',
    line: '{"id":1,"text":"The quick brown fox ✓","tags":["a","b"],"ok":true,"n":[0.5,null]},\n',
    around: ['[', '{}]'],
    done: LONG_PREVIEW,
  },
  // Hashes update by themselves: the job starts when the paste is in.
  {
    id: 'hash-generator',
    input: 'Text to hash',
    action: null,
    done: { selector: '[data-testid="digest-sha256"]', text: createHash('sha256').update(textOf(50)).digest('hex') },
  },
] as const;

for (const tool of TOOLS) {
  test(
    `${tool.id}: pasting 50 MB of text and running it never blocks the page`,
    { tag: '@timing' },
    async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(`/tools/${tool.id}`);
      const length = await prepareClipboard(
        page,
        50,
        'line' in tool ? tool.line : LINE,
        'around' in tool ? tool.around : undefined,
      );
      const paste = await longestTaskBetween(page, await pasteInto(page, tool.input, length));
      const run = await longestTaskBetween(page, await runUntil(page, tool.action, tool.done));
      console.log(`${tool.id}: 50 MB paste: ${paste.details}; run: ${run.details}`);
      expect(paste.longest, `paste: ${paste.details}`).toBeLessThan(PASTE_TASK_LIMIT_MS);
      expect(run.longest, `run: ${run.details}`).toBeLessThan(TASK_LIMIT_MS);
    },
  );
}

test(
  'Base64 encoder: pasting 50 MB of text keeps every task short, and typing stays quick',
  { tag: '@timing' },
  async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/tools/base64-encoder');
    const length = await prepareClipboard(page, 50);
    const paste = await longestTaskBetween(page, await pasteInto(page, 'Text to encode', length));
    const typing = await typingDelays(page);
    console.log(`50 MB paste (${length} chars): ${paste.details}; typing delays (ms): ${typing.join(', ')}`);
    const input = page.getByLabel('Text to encode', { exact: true });
    expect((await editorValue(input)).length).toBe(length + 6);
    expect(paste.longest, paste.details).toBeLessThan(PASTE_TASK_LIMIT_MS);
    expect(Math.max(...typing), `typing delays: ${typing.join(', ')}`).toBeLessThan(TASK_LIMIT_MS);
  },
);
