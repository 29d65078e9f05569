import type { Page } from '@playwright/test';

type TestWindow = { testPhoto: File; dropTestPhoto: (copies?: number) => void };

/**
 * Makes a photo-like JPEG of width × height pixels in the page (gradients, a disc and noise, so it
 * compresses like a photo), and `window.dropTestPhoto()`, which drops it on the image converter's drop zone
 * as a person dragging it in would (several copies: a batch). Made in the page: sending megabytes from the test runner would itself
 * block the page.
 */
export async function makeTestPhoto(page: Page, width: number, height: number, name = 'big.jpg') {
  await page.evaluate(
    async ({ width, height, name }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      const pixels = context.createImageData(width, height);
      const data = pixels.data;
      let seed = 1;
      for (let y = 0, i = 0; y < height; y++) {
        for (let x = 0; x < width; x++, i += 4) {
          seed = (seed * 1103515245 + 12345) & 0x7fffffff;
          const noise = ((seed >> 16) & 31) - 16;
          const disc = (x - width * 0.7) ** 2 + (y - height * 0.3) ** 2 < (height * 0.12) ** 2;
          data[i] = disc ? 250 : ((x * 255) / width + noise) | 0;
          data[i + 1] = disc ? 210 : ((y * 255) / height + noise) | 0;
          data[i + 2] = disc ? 90 : 160 + noise;
          data[i + 3] = 255;
        }
      }
      context.putImageData(pixels, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
      const w = window as unknown as TestWindow;
      w.testPhoto = new File([blob], name, { type: 'image/jpeg' });
      w.dropTestPhoto = (copies = 1) => {
        const transfer = new DataTransfer();
        transfer.items.add(w.testPhoto);
        for (let n = 2; n <= copies; n++) {
          transfer.items.add(new File([w.testPhoto], name.replace(/(\.\w+)$/, ` ${n}$1`), { type: 'image/jpeg' }));
        }
        // The drop zone, or once a file is loaded its chip, which takes a drop too.
        Array.from(document.querySelectorAll('[role="button"], [data-testid="file-chip"]'))
          .find(
            (el) =>
              el.textContent?.includes('Drop images here or click to choose') ||
              el.matches('[data-testid="file-chip"]'),
          )!
          .dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      };
    },
    { width, height, name },
  );
}

/** Drops the photo made by makeTestPhoto ('big.jpg'), or that many copies of it ('big 2.jpg'…) at once. */
export const dropTestPhoto = (page: Page, copies = 1) =>
  page.evaluate((n) => (window as unknown as TestWindow).dropTestPhoto(n), copies);
