import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { TOOLS } from '../src/core/site/catalogue';
import { expect, test } from './fixtures';
import { dismissToast, toast } from './toasts';

/** The computed colour of a CSS colour expression (e.g. a Tailwind variable), as the page resolves it. */
const cssColor = (page: Page, expression: string) =>
  page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, expression);

const toastColors = (page: Page) =>
  toast(page).evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color, accent: style.borderInlineStartColor };
  });

const MOBILE = { width: 390, height: 844 };

test.describe('toasts take the site colours', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`in the ${scheme} theme: a card with the kind's accent, not the library's saturated fill`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/coming-soon');
      await page.getByRole('button', { name: 'Enable All Tools' }).click();
      await expect(toast(page)).toBeVisible();
      const surface = await cssColor(page, scheme === 'light' ? 'var(--color-white)' : 'var(--color-slate-900)');
      const success = await toastColors(page);
      expect(success.background).toBe(surface);
      expect(success.text).toBe(
        await cssColor(page, scheme === 'light' ? 'var(--color-slate-800)' : 'var(--color-slate-100)'),
      );
      expect(success.accent).toBe(
        await cssColor(page, scheme === 'light' ? 'var(--color-emerald-600)' : 'var(--color-emerald-400)'),
      );
      await dismissToast(page);

      await page.goto('/tools/url-parser');
      await page.getByLabel('URL to parse').fill('example.com/no-scheme');
      await page.getByRole('button', { name: 'Parse URL' }).click();
      await expect(toast(page)).toHaveText('Invalid URL format');
      const error = await toastColors(page);
      expect(error.background).toBe(surface);
      expect(error.accent).toBe(
        await cssColor(page, scheme === 'light' ? 'var(--color-red-600)' : 'var(--color-red-400)'),
      );
    });
  }
});

test.describe('support chat', () => {
  test('Escape closes the panel and gives focus back to the chat button', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open support chat' }).click();
    const chat = page.getByRole('region', { name: 'Support chat' });
    await chat.getByLabel('Your message').fill('Hello');
    await chat.getByLabel('Your message').press('Escape');
    await expect(chat).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open support chat' })).toBeFocused();

    // Escape in another control (the search box) is that control's own.
    await page.getByRole('button', { name: 'Open support chat' }).click();
    await page.getByRole('banner').getByPlaceholder('Search developer tools...').fill('uuid');
    await page.getByRole('banner').getByPlaceholder('Search developer tools...').press('Escape');
    await expect(page.getByRole('banner').getByPlaceholder('Search developer tools...')).toHaveValue('');
    await expect(chat).toBeVisible();
  });
});

test.describe('privacy choices', () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

  test('with nothing configured the banner says only the choice is stored; the footer reopens it', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible({ timeout: 6000 });
    await expect(banner(page)).toContainText('This site uses no cookies');
    await expect(banner(page)).toContainText("Only your choice is stored, in this browser's local storage");
    await expect(banner(page)).not.toContainText('analytics and ads');
    await expect(banner(page).getByRole('button')).toHaveText(['Manage options', 'Do not consent', 'Consent']);
    await banner(page).getByRole('button', { name: 'Do not consent' }).click();
    await expect(banner(page)).toHaveCount(0);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy options' });
    await expect(dialog).toContainText('nothing is sent anywhere');
    await expect(dialog).toContainText('Your current choice: Do not consent');
    await dialog.getByRole('button', { name: 'Consent', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('userConsent'))).toBe('granted');
  });
});

test.describe('coming soon tools after Enable All Tools', () => {
  test('say what they are and offer a prefilled request', async ({ page }) => {
    // A planned tool with no view yet (a tool being built has its view before it leaves Coming Soon).
    const planned = TOOLS.find((t) => t.comingSoon && !existsSync(`src/ui/tools/${t.id}/index.tsx`))!;
    await page.goto('/coming-soon');
    await page.getByRole('button', { name: 'Enable All Tools' }).click();
    await expect(toast(page)).toHaveText(
      'All tools enabledUntil you reload, every card opens its page: planned tools say what they will do and let you request them.',
    );
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await page.getByRole('list', { name: 'All Tools', exact: true }).locator(`[data-tool-id="${planned.id}"]`).click();
    await expect(page.getByRole('heading', { level: 1, name: planned.name })).toBeVisible();
    const section = page.getByRole('region', { name: 'Planned tool' });
    await expect(section).toContainText(`${planned.name} is on our roadmap but not built yet`);
    await expect(page.getByText('not available yet')).toHaveCount(0);
    await section.getByRole('link', { name: 'Request this tool' }).click();
    await expect(page).toHaveURL(/\/support$/);
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form.getByLabel('Subject')).toHaveValue(`Tool request: ${planned.name}`);
    await expect(form.getByLabel('Message')).toHaveValue(new RegExp(`I would like to use ${planned.name}`));
  });
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: MOBILE });

  test('URL parts wrap between pieces of the value, never inside one, and nothing overflows', async ({ page }) => {
    await page.goto('/tools/url-parser');
    await page
      .getByLabel('URL to parse')
      .fill(
        'https://shop.example.com:8443/items/list/with/a/rather/long/path?tag=red&tag=blue&q=caf%C3%A9+au+lait#reviews',
      );
    await page.getByRole('button', { name: 'Parse URL' }).click();
    await expect(page.getByRole('heading', { name: 'Parts' })).toBeVisible();
    const report = await page.evaluate(() => {
      const values = [...document.querySelectorAll('main dd code, main td code')];
      // A piece (the text between two break opportunities) laid out on more than one line was split.
      const split = values.flatMap((value) =>
        [...value.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .filter((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
          })
          .map((node) => node.textContent),
      );
      const hostname = [...document.querySelectorAll('main dl > div')].find((row) =>
        row.querySelector('dt')?.textContent?.includes('Hostname'),
      );
      const hostnameLines = new Set(
        [...hostname!.querySelector('code')!.getClientRects()].map((r) => Math.round(r.top)),
      ).size;
      return { count: values.length, split, hostnameLines, scrollWidth: document.documentElement.scrollWidth };
    });
    expect(report.count).toBeGreaterThan(7);
    expect(report.split).toEqual([]);
    expect(report.hostnameLines).toBe(1);
    expect(report.scrollWidth).toBeLessThanOrEqual(MOBILE.width);
  });

  test('the search placeholder fits, and the home page has one search box', async ({ page }) => {
    await page.goto('/');
    const search = page.getByPlaceholder('Search developer tools...');
    await expect(search).toHaveCount(1);
    const room = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(input.placeholder).width;
      const box = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text, box };
    });
    expect(room.text).toBeLessThanOrEqual(room.box);
  });

  test('the chat button sits above the consent banner and clear of the keyboard hint', async ({ page }) => {
    await page.goto('/tools/url-encoder');
    const button = page.getByRole('button', { name: 'Open support chat' });
    const hint = page.getByText('Ctrl+Enter runs it too');
    // No Ctrl key on a phone: the hint is not shown where the button would cover it.
    await expect(hint).toBeHidden();

    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible({ timeout: 6000 });
    await expect
      .poll(async () => {
        const [b, c] = await Promise.all([banner.boundingBox(), button.boundingBox()]);
        return c!.y + c!.height <= b!.y;
      })
      .toBe(true);
    await banner.getByRole('button', { name: 'Do not consent' }).click();
    await expect
      .poll(async () => {
        const c = await button.boundingBox();
        return Math.round(MOBILE.height - (c!.y + c!.height));
      })
      .toBe(16);
  });
});

/**
 * Controls of the page that a floating box covers (the chat button, and the consent banner while it shows),
 * scrolled to the page's end: there every control must be clear of them.
 */
async function coveredControls(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return page.evaluate(() => {
    const floating = ['[aria-label="Open support chat"]', '[aria-label="Cookie consent"]']
      .map((selector) => document.querySelector(selector)?.getBoundingClientRect())
      .filter((box): box is DOMRect => !!box);
    const controls = document.querySelectorAll<HTMLElement>('main a, main button, main input, footer a, footer button');
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
    return [...controls]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && floating.some((cover) => overlaps(box, cover));
      })
      .map((control) => control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName);
  });
}

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`${name}: scrolled to the end, the chat button and the consent banner cover no control`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/tools/url-encoder');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible({ timeout: 6000 });
    expect(await coveredControls(page)).toEqual([]);
    await banner.getByRole('button', { name: 'Do not consent' }).click();
    await expect(banner).toHaveCount(0);
    expect(await coveredControls(page)).toEqual([]);
  });
}
