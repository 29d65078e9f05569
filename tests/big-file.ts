import type { Page } from '@playwright/test';

type TestWindow = { testFile: File; dropTestFile: () => void };

/**
 * Makes a file of `mb` MiB of 0xab in the page (a transfer from the test runner would itself block the
 * page), and `window.dropTestFile()`, which drops it on the page's drop zone as a person dragging it in would.
 */
export async function makeTestFile(page: Page, mb: number) {
  await page.evaluate((size) => {
    const w = window as unknown as TestWindow;
    w.testFile = new File([new Uint8Array(size * 1024 * 1024).fill(0xab)], 'big.bin', {
      type: 'application/octet-stream',
    });
    w.dropTestFile = () => {
      const transfer = new DataTransfer();
      transfer.items.add(w.testFile);
      // The drop zone, or once a file is loaded its chip, which takes a drop too.
      Array.from(document.querySelectorAll('[role="button"], [data-testid="file-chip"]'))
        .find(
          (el) =>
            el.textContent?.includes('Drop a file here or click to choose') || el.matches('[data-testid="file-chip"]'),
        )!
        .dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    };
  }, mb);
}

/** Drops the file made by makeTestFile. */
export const dropTestFile = (page: Page) => page.evaluate(() => (window as unknown as TestWindow).dropTestFile());
