import { expect, test } from '../../../tests/fixtures';

const FIVE = ['KeyA', 'KeyS', 'KeyD', 'KeyF', 'KeyJ'];

test('Keyboard Tester: five keys held give a rollover of 5, keys stay marked once tested, Tab leaves, Esc is locked in fullscreen, Reset clears', async ({
  page,
}) => {
  await page.goto('/tools/keyboard-tester');
  const area = page.getByRole('textbox', { name: 'Key test area' });
  await area.click();
  await expect(area).toContainText('Tab leaves this area');

  for (const code of FIVE) await page.keyboard.down(code);
  await expect(page.getByLabel('Most held at once')).toHaveText('5');
  await expect(page.getByLabel('Held now')).toHaveText('A S D F J');
  await expect(page.locator('[data-code="KeyJ"]')).toHaveAttribute('data-state', 'held');
  for (const code of FIVE) await page.keyboard.up(code);
  await expect(page.getByLabel('Held now')).toHaveText('None');
  await expect(page.locator('[data-code="KeyJ"]')).toHaveAttribute('data-state', 'tested');
  await expect(page.getByLabel('Keys tested')).toHaveText('5 / 104');
  // The log shows what the browser reported: key, code, location, modifiers, repeat.
  await expect(page.getByRole('table').getByRole('row').nth(1)).toHaveText(/^"j"KeyJStandardNoneno$/);

  // A key the page would act on ('/' opens the command palette) stays in the area, and Shift is logged on the left.
  await page.keyboard.press('Shift+Slash');
  await expect(page.getByRole('combobox', { name: 'Find a tool' })).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toHaveText(/^"\?"SlashStandardShiftno$/);

  await page.keyboard.press('Tab');
  await expect(area).not.toBeFocused();
  await expect(page.locator('[data-code="Tab"]')).toHaveAttribute('data-state', 'tested');

  // Fullscreen with Keyboard Lock: Esc is captured as a key (logged) and does not leave fullscreen.
  await page.getByRole('button', { name: 'Fullscreen with key lock' }).click();
  await expect(area).toBeFocused();
  await expect(area).toContainText('Esc and system shortcuts too');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toHaveText(/^"Escape"Escape/);
  await expect(page.locator('[data-code="Escape"]')).toHaveAttribute('data-state', 'tested');
  expect(await page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await page.getByRole('button', { name: 'Exit fullscreen' }).click();
  await expect(page.getByRole('button', { name: 'Fullscreen with key lock' })).toBeVisible();

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByLabel('Most held at once')).toHaveText('0');
  await expect(page.getByLabel('Keys tested')).toHaveText('0 / 104');
  await expect(page.locator('[data-state="tested"]')).toHaveCount(0);
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`Keyboard Tester at ${viewport.width} px: the page listens from the start, Space does not scroll, a form field keeps its keys`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/tools/keyboard-tester');
    await expect(page.getByLabel('Keys tested')).toHaveText('0 / 104');
    for (const key of ['q', 'w', 'e', 'r', 't', 'y', 'u', 'i', 'o', 'Space']) await page.keyboard.press(key);
    await expect(page.getByLabel('Keys tested')).toHaveText('10 / 104');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The Layout select keeps its keys: the arrow opens it, and nothing more is counted.
    await page.getByRole('button', { name: /Layout/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('Keys tested')).toHaveText('10 / 104');
  });
}
