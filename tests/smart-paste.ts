import type { Page } from '@playwright/test';

export const pasteArea = (page: Page) => page.getByRole('textbox', { name: 'Paste anything' });
export const offers = (page: Page) => page.getByRole('list', { name: 'Matching tools' }).getByRole('link');

/** The addresses of the smart paste detection workers the page starts from now on (a live list). */
export function detectionWorkers(page: Page): string[] {
  const started: string[] = [];
  page.on('worker', (worker) => {
    if (/\/detect\.worker-[\w-]+\.js$/.test(new URL(worker.url()).pathname)) started.push(worker.url());
  });
  return started;
}

/**
 * Pastes `line` repeated (built in the page) and resolves with two windows: the editor taking the paste (until it
 * holds all of it), then detection (until the first offer shows).
 */
export function pasteUntilOffered(page: Page, line: string, times: number) {
  return page.evaluate(
    ({ line, times }) => {
      const editor = [...document.querySelectorAll('[data-text-editor] > div')]
        .map((host) => host.shadowRoot?.querySelector('[aria-label="Paste anything"]'))
        .find(Boolean) as HTMLElement & { value: string };
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/plain', line.repeat(times));
      type Window = { from: number; to: number };
      return new Promise<{ paste: Window; detection: Window }>((resolve) => {
        const from = performance.now();
        let pasted = 0;
        editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
        const check = () => {
          if (!pasted && editor.value.length === line.length * times) pasted = performance.now();
          if (!pasted || !document.querySelector('ul[aria-label="Matching tools"]')) return void setTimeout(check, 5);
          const to = performance.now();
          resolve({ paste: { from, to: pasted }, detection: { from: pasted, to } });
        };
        check();
      });
    },
    { line, times },
  );
}
