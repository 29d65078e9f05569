import type { Page } from '@playwright/test';
import { editorValue, expectEditorValue } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { tab } from '../../../tests/format-minify-validate';
import { copiedShareState } from '../../../tests/share';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const password = (page: Page) => page.getByLabel('Password', { exact: true });
const report = (page: Page) => page.getByRole('textbox', { name: 'Report', exact: true });
const meter = (page: Page) => page.getByRole('meter', { name: 'Strength' });

test('zxcvbn loads in the worker only; the meter and report follow the masked field as you type', async ({ page }) => {
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
  });
  await page.goto('/tools/password-strength');
  await expect(password(page)).toHaveAttribute('type', 'password');
  await page.waitForLoadState('networkidle');
  // The dictionaries' names are in zxcvbn's packages only: no script the page loaded before the first check holds them.
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter(({ body }) => body.includes('passwords-common')).map(({ url }) => url)).toEqual([]);

  await password(page).pressSequentially('password');
  await expect(meter(page)).toHaveAttribute('aria-valuenow', '0', { timeout: 30_000 });
  await expect(page.getByTestId('kit-meter')).toContainText('Strength: Too guessable');
  await expect(report(page)).toContainText('Warning: This is a heavily used password.', { timeout: 15_000 });

  await password(page).fill('correct horse battery staple');
  await expect(meter(page)).toHaveAttribute('aria-valuenow', '4', { timeout: 15_000 });
  await expect(meter(page)).toHaveAttribute('aria-valuetext', '4 of 4: Very unguessable');
  const text = await editorValue(report(page));
  expect(text).toMatch(/^Score: 4 of 4\. Very unguessable/);
  expect(text).toContain('Online, throttled (100 guesses an hour): centuries');
  expect(text).toContain('Offline, fast hash such as SHA-1 (10 billion guesses a second): centuries');

  await tab(page, 'Patterns').click();
  await expectEditorValue(
    page.getByRole('textbox', { name: 'Patterns', exact: true }),
    /^1\. "correct" \(characters 1-7\): dictionary word "correct" \(diceware words/,
  );

  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password(page)).toHaveAttribute('type', 'text');
});

test('a share link never carries the password, and nothing is stored', async ({ page }) => {
  const secret = 'Tr0ub4dor&3 my secret';
  await page.goto('/tools/password-strength');
  await password(page).fill(secret);
  await expect(meter(page)).toBeVisible({ timeout: 30_000 });
  const state = await copiedShareState(page);
  expect(JSON.stringify(state)).not.toContain('Tr0ub4dor');
  expect(state).toMatchObject({ tool: 'password-strength' });
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain('Tr0ub4dor');
});
