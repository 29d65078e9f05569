import type { Locator, Page } from '@playwright/test';
import { pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { dismissToast, expectToast } from '../../../tests/toasts';

async function generate(page: Page) {
  await page.getByRole('button', { name: 'Generate Diff' }).click();
  await expectToast(page, 'Diff generated successfully');
}

// Issue 25 item 16: side by side leaves about 12 characters a column on a phone.
test('on a phone, the diff shows the unified view, and side by side stays a tab away', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tools/code-diff');
  await page.getByRole('button', { name: 'Load Examples' }).click();
  await generate(page);
  // On a phone the toast lies over the top of the window, where the tab may be: a click as it slid in went to it.
  await dismissToast(page);
  await expect(page.getByRole('tab', { name: 'Unified' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Unified diff' })).toBeVisible();
  await page.getByRole('tab', { name: 'Side by side' }).click();
  await expect(page.getByRole('textbox', { name: 'Side-by-side diff' })).toBeVisible();
});

/** The screen's left edge of the long line's text in each column, and of the columns themselves. */
const edges = (view: Locator) =>
  view.evaluate((box) => {
    const cells = Array.from(box.querySelectorAll<HTMLElement>('[data-kind="same"]')).filter((cell) =>
      cell.textContent?.includes('END'),
    );
    const text = (cell: HTMLElement) => cell.querySelector('[data-text]')!.getBoundingClientRect();
    return cells.map((cell) => ({
      column: cell.getBoundingClientRect().left,
      text: text(cell).left,
      textRight: text(cell).right,
      columnRight: cell.getBoundingClientRect().right,
    }));
  });

// Issue 25 item 16: on a desktop, a long line was cut at the column's edge, with no way to read the rest.
test('side by side, scrolling one column sideways scrolls the other, to the end of the longest line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/tools/code-diff');
  const long = `${'word '.repeat(79)}END!`; // 399 characters
  await pasteInto(page.getByLabel('Original Code'), `start\n${long}\nend\n`);
  await pasteInto(page.getByLabel('New Code'), `start changed\n${long}\nend\n`);
  await generate(page);
  await page.getByRole('tab', { name: 'Side by side' }).click();
  const view = page.getByRole('textbox', { name: 'Side-by-side diff' });
  // In the middle of the screen, clear of the consent banner at its foot.
  await view.evaluate((box) => box.scrollIntoView({ block: 'center' }));
  const before = await edges(view);
  expect(before).toHaveLength(2);

  // The wheel over the left column, sideways: both columns' text moves by the same amount; the columns stay.
  const left = (await view.boundingBox())!;
  await page.mouse.move(left.x + left.width / 4, left.y + 30);
  await page.mouse.wheel(240, 0);
  await expect.poll(async () => (await edges(view))[0].text).toBeLessThan(before[0].text - 100);
  const moved = await edges(view);
  expect(moved[1].text - before[1].text).toBeCloseTo(moved[0].text - before[0].text, 0);
  expect(moved.map((edge) => edge.column)).toEqual(before.map((edge) => edge.column));

  // At the far end, the line's last character is in view in both columns.
  await view.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect
    .poll(async () => (await edges(view)).every((edge) => edge.textRight <= edge.columnRight + 0.5))
    .toBe(true);
  for (const edge of await edges(view)) expect(edge.textRight).toBeGreaterThan(edge.columnRight - 40);
});
