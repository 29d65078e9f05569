import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { TOOLS } from './catalogue';
import { expect, test, withConsentChosen } from './fixtures';
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

/**
 * Hovers the toast, which pauses its timer, once its entrance has ended: it slides in from outside the viewport,
 * where a hover cannot land (a loaded CI machine hovered mid-slide). Forced: Playwright's "stable" check could
 * outlast the toast's 5 s timer on such a machine, and the pointer lands on it anyway.
 */
async function pauseToast(page: Page) {
  await page.mouse.move(0, 0);
  await toast(page).evaluate((element) =>
    // Its own animations only: the timer's progress bar inside it is one too, and runs until the toast closes.
    Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  await toast(page).hover({ force: true });
}

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Waits until the page shows `scheme` (the site follows the OS while the theme is System) and colours settled. */
async function showScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction(
    (dark) =>
      document.documentElement.classList.contains('dark') === dark &&
      document.getAnimations().every((a) => !(a instanceof CSSTransition && a.playState === 'running')),
    scheme === 'dark',
  );
}

/** A toast's colours are the site's own in both themes: a card with the kind's accent, not a saturated fill. */
async function expectToastColours(page: Page, kind: 'success' | 'error') {
  for (const scheme of ['light', 'dark'] as const) {
    await showScheme(page, scheme);
    const light = scheme === 'light';
    const colours = await toastColors(page);
    expect(colours.background, scheme).toBe(
      await cssColor(page, light ? 'var(--color-white)' : 'var(--color-slate-900)'),
    );
    if (kind === 'success')
      expect(colours.text, scheme).toBe(
        await cssColor(page, light ? 'var(--color-slate-800)' : 'var(--color-slate-100)'),
      );
    const accent = kind === 'success' ? (light ? 'emerald-600' : 'emerald-400') : light ? 'red-600' : 'red-400';
    expect(colours.accent, scheme).toBe(await cssColor(page, `var(--color-${accent})`));
  }
}

test('after Enable All Tools: toasts in the site colors, planned tools with a prefilled request; URL parts wrap on a phone', async ({
  page,
}) => {
  // A planned tool with no view yet (a tool being built has its view before it leaves Coming Soon).
  const planned = TOOLS.find((t) => t.comingSoon && !existsSync(`src/tools/${t.id}/index.tsx`))!;
  await withConsentChosen(page);
  await page.goto('/coming-soon');

  await test.step('the success toast says what Enable All Tools did, in the site colors', async () => {
    await page.getByRole('button', { name: 'Enable All Tools' }).click();
    await expect(toast(page)).toHaveText(
      'All tools enabledUntil you reload, every card opens its page: planned tools say what they will do and let you request them.',
    );
    await pauseToast(page);
    await expectToastColours(page, 'success');
    await dismissToast(page);
  });

  await test.step('a planned tool says what it is and offers a prefilled request', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await page
      .getByRole('region', { name: 'All Tools', exact: true })
      .locator(`[data-tool-id="${planned.id}"]`)
      .click();
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

  await test.step('an error toast: the same card with the error accent', async () => {
    // The message field had the focus: the palette's shortcut works from anywhere.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Control+K');
    await expect(page.getByRole('combobox', { name: 'Find a tool' })).toBeFocused();
    await page.keyboard.type('Base64 Encoder');
    await expect(page.getByRole('option').first()).toContainText('Base64 Encoder');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Base64 Encoder' })).toBeVisible();
    // A fault with no message beside a field (a URL parser's bad URL is said under the field as you type, and then
    // its button raises no toast: which came first was a race). Copy with no output says why.
    await page.getByRole('button', { name: 'Copy base64' }).press('Enter');
    await expect(toast(page)).toHaveText('Nothing to copy');
    await pauseToast(page);
    await expectToastColours(page, 'error');
    await dismissToast(page);
  });

  await test.step('at 390 px, URL parts wrap between pieces of the value, never inside one, and nothing overflows', async () => {
    await page.setViewportSize(MOBILE);
    await page.goto('/tools/url-parser');
    await page
      .getByLabel('URL to parse')
      .fill(
        'https://shop.example.com:8443/items/list/with/a/rather/long/path?tag=red&tag=blue&q=caf%C3%A9+au+lait#reviews',
      );
    await page.getByRole('button', { name: 'Parse URL' }).click();
    await expect(page.getByRole('heading', { name: 'Parts' })).toBeVisible();
    const report = await page.evaluate(() => {
      const values = [...document.querySelectorAll('main [data-row] dd:first-of-type, main td')];
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
      const hostname = [...document.querySelectorAll('main [data-row]')].find((row) =>
        row.querySelector('dt')?.textContent?.includes('Hostname'),
      );
      const hostnameRange = document.createRange();
      hostnameRange.selectNodeContents(hostname!.querySelector('dd')!);
      const hostnameLines = new Set([...hostnameRange.getClientRects()].map((r) => Math.round(r.top))).size;
      return { count: values.length, split, hostnameLines, scrollWidth: document.documentElement.scrollWidth };
    });
    expect(report.count).toBeGreaterThan(7);
    expect(report.split).toEqual([]);
    expect(report.hostnameLines).toBe(1);
    expect(report.scrollWidth).toBeLessThanOrEqual(MOBILE.width);
  });
});

/**
 * Controls of the page that a floating box covers (the chat button, and the consent banner while it shows),
 * scrolled to the page's end: there every control must be clear of them. A control scrolled under the sticky site
 * header is hidden by the header already (on a phone the banner lies over the header).
 */
async function coveredControls(page: Page) {
  // To the end: of the window, or of the page area, which scrolls by itself while the consent banner shows.
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const area = document.getElementById('page');
    area?.scrollTo(0, area.scrollHeight);
  });
  return page.evaluate(() => {
    const floating = ['[aria-label="Open support chat"]', '[aria-label="Cookie consent"]']
      .map((selector) => document.querySelector(selector)?.getBoundingClientRect())
      .filter((box): box is DOMRect => !!box);
    const headerBottom = document.querySelector('header')!.getBoundingClientRect().bottom;
    const controls = document.querySelectorAll<HTMLElement>('main a, main button, main input, footer a, footer button');
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
    return [...controls]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.bottom <= headerBottom) return false;
        return box.width > 0 && box.height > 0 && floating.some((cover) => overlaps(box, cover));
      })
      .map((control) => control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName);
  });
}

test('the chat button and the consent banner: apart (the banner at the bottom on a phone too), clear of the keyboard hint, covering no control on a phone or a desktop', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/tools/url-encoder');
  const button = page.getByRole('button', { name: 'Open support chat' });
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  // No Ctrl key on a phone: the hint is not shown where the button would cover it.
  await expect(page.getByText('Ctrl+Enter runs it too')).toBeHidden();
  await expect(banner).toBeVisible({ timeout: 6000 });

  await test.step('on a phone the banner lies at the bottom, no taller than the site header, and the chat button above it; scrolled to the end, they cover no control', async () => {
    const header = await page.getByRole('banner').boundingBox();
    await expect
      .poll(async () => {
        const box = (await banner.boundingBox())!;
        return Math.round(box.y + box.height);
      })
      .toBe(MOBILE.height);
    const bannerBox = (await banner.boundingBox())!;
    expect(bannerBox.height).toBeLessThanOrEqual(header!.height);
    await expect
      .poll(async () => (await button.boundingBox())!.y + (await button.boundingBox())!.height)
      .toBeLessThanOrEqual(bannerBox.y);
    expect(await coveredControls(page)).toEqual([]);
  });

  await test.step('on a desktop, with the banner and without it, they cover no control', async () => {
    await page.setViewportSize(DESKTOP);
    expect(await coveredControls(page)).toEqual([]);
    await banner.getByRole('button', { name: 'Do not consent' }).click();
    await expect(banner).toHaveCount(0);
    expect(await coveredControls(page)).toEqual([]);
  });

  await test.step('on a phone without the banner the button sits 16 px from the bottom, covering no control', async () => {
    await page.setViewportSize(MOBILE);
    await expect
      .poll(async () => {
        const c = await button.boundingBox();
        return Math.round(MOBILE.height - (c!.y + c!.height));
      })
      .toBe(16);
    expect(await coveredControls(page)).toEqual([]);
  });
});
