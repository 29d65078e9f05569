import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectToast } from './toasts';
import { expectEditorValue } from './editor';

/**
 * The colours an element shows, as sRGB 0-255: its text and its background, each composited over what lies
 * under it (the ancestors' backgrounds) and faded by the element's own opacity, as the eye sees them.
 */
const shownColours = (locator: Locator) =>
  locator.evaluate((element) => {
    const context = new OffscreenCanvas(1, 1).getContext('2d', { willReadFrequently: true })!;
    /** Any CSS colour (Tailwind's come as lab() or oklch()) as sRGB bytes, alpha 0-1. */
    const rgba = (colour: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = (top: number[], under: number[], alpha = top[3]) =>
      [0, 1, 2].map((i) => top[i] * alpha + under[i] * (1 - alpha)).concat(1);
    const backdrop = (node: Element | null): number[] => {
      if (!node) return [255, 255, 255, 1];
      const own = rgba(getComputedStyle(node).backgroundColor);
      return own[3] === 1 ? own : over(own, backdrop(node.parentElement));
    };
    const under = backdrop(element.parentElement);
    const style = getComputedStyle(element);
    const opacity = Number(style.opacity);
    const background = over(rgba(style.backgroundColor), under);
    const text = over(rgba(style.color), background);
    return { background: over(background, under, opacity), text: over(text, under, opacity) };
  });

const luminance = ([r, g, b]: number[]) => {
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};
const contrast = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};
/** How far a colour is from grey: the spread of its channels. */
const chroma = ([r, g, b]: number[]) => Math.max(r, g, b) - Math.min(r, g, b);

async function inDark(page: Page, path: string) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(path);
  await expect(page.locator('html')).toHaveClass(/dark/);
}

test('cards: a kit tool’s output starts at the card’s padding, as its input does', async ({ page }) => {
  await page.goto('/tools/url-encoder');
  // The tool's own cards: the Related tools section at the page's end is no card.
  const cards = page.getByRole('main').locator('section:not([aria-labelledby="related-heading"])');
  await expect(cards).toHaveCount(2);
  // From each card's top to its first content that takes room: the same for the input and the output card.
  const firstContent = await cards.evaluateAll((cards) =>
    cards.map((card) => {
      const shown = [...card.querySelectorAll('*')].find((e) => e.getBoundingClientRect().height > 0)!;
      return shown.getBoundingClientRect().top - card.getBoundingClientRect().top;
    }),
  );
  expect(firstContent[1]).toBeCloseTo(firstContent[0], 0);
});

test('dark mode: disabled buttons read at 4.5:1 or more', async ({ page }) => {
  await inDark(page, '/tools/json-formatter');
  const disabled = page.getByRole('main').getByRole('button', { disabled: true });
  await expect(disabled.first()).toBeVisible();
  const names = await disabled.evaluateAll((buttons) => buttons.map((b) => b.textContent.trim()));
  expect(names).toEqual(expect.arrayContaining(['Format', 'Clear']));
  for (const [index, name] of names.entries()) {
    const { text, background } = await shownColours(disabled.nth(index));
    expect(contrast(text, background), `${name}: text ${text.join()} on ${background.join()}`).toBeGreaterThanOrEqual(
      4.5,
    );
  }
});

test('dark mode: the diff’s removed lines and words are no more saturated than the added ones', async ({ page }) => {
  await inDark(page, '/tools/code-diff');
  await page.getByRole('button', { name: 'Load Examples' }).click();
  await expectToast(page, 'Example code loaded');
  await expectEditorValue(page.getByLabel('New Code'), /greeting/);
  await page.getByRole('button', { name: 'Generate Diff' }).click();
  await expectToast(page, 'Diff generated successfully');
  // New rows fade their colours in: read them once nothing is running (a read mid-fade saw no colour at all).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition && a.playState === 'running')),
  );
  const view = page.getByRole('textbox', { name: 'Unified diff' });
  const line = async (kind: string) => (await shownColours(view.locator(`[data-kind=${kind}]`).first())).background;
  const word = async (kind: string) =>
    (await shownColours(view.locator(`[data-kind=${kind}] span.rounded-sm`).first())).background;
  expect(chroma(await line('removed'))).toBeLessThanOrEqual(chroma(await line('added')));
  expect(chroma(await word('removed'))).toBeLessThanOrEqual(chroma(await word('added')));
});
