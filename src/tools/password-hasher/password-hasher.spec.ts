import type { Page } from '@playwright/test';
import { expectEditorValue, editorValue } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { fieldError, tab } from '../../../tests/format-minify-validate';
import { chooseOption } from '../../../tests/select';
import { copiedShareState } from '../../../tests/share';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const password = (page: Page) => page.getByLabel('Password', { exact: true });
const output = (page: Page) => page.getByRole('textbox', { name: 'Hash', exact: true });
const option = (page: Page, name: string) => page.getByLabel(name, { exact: true });
const SECRET = 'Tr0ub4dor&3 ünïcode';

test('hashes as you type in a masked field, verifies its own hash, and a wrong password is said to not match', async ({
  page,
}) => {
  await page.goto('/tools/password-hasher');
  await expect(password(page)).toHaveAttribute('type', 'password');
  await password(page).fill(SECRET);
  await expectEditorValue(
    output(page),
    /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    15_000,
  );

  await chooseOption(page, 'Algorithm', 'bcrypt');
  await option(page, 'Cost (4-15)').fill('5');
  await expect(output(page)).toContainText('$2b$05$', { timeout: 15_000 });
  const hash = await editorValue(output(page));
  expect(hash).toMatch(/^\$2b\$05\$[./A-Za-z0-9]{53}$/);

  await tab(page, 'Verify').click();
  await option(page, 'Hash to verify').fill(hash);
  await expect(option(page, 'Hash to verify')).toHaveAttribute('type', 'password');
  await expect(page.getByTestId('validity')).toHaveText('The password matches the hash.', { timeout: 15_000 });
  await password(page).fill(`${SECRET}!`);
  await expect(fieldError(page)).toHaveText('No match: The password does not match this bcrypt hash.', {
    timeout: 15_000,
  });
  await expect(password(page)).toHaveValue(`${SECRET}!`);
});

test('Cancel stops a bcrypt hash at cost 15 and the next hash runs in a fresh worker; cost 31 and 4 GiB of memory are refused with a clear message', async ({
  page,
}) => {
  await page.goto('/tools/password-hasher');
  await chooseOption(page, 'Algorithm', 'bcrypt');
  await option(page, 'Cost (4-15)').fill('31');
  await password(page).fill('hunter2');
  await expect(fieldError(page)).toContainText('bcrypt cost is 4 to 15: cost 31 means 2^31 rounds', {
    timeout: 15_000,
  });
  await expect(password(page)).toHaveValue('hunter2');

  await option(page, 'Cost (4-15)').fill('15');
  const cancel = page.getByRole('button', { name: /^Cancel/ });
  await expect(cancel).toBeVisible({ timeout: 15_000 });
  await cancel.click();
  await expect(page.getByText('Cancelled')).toBeVisible();
  await option(page, 'Cost (4-15)').fill('4');
  await expect(output(page)).toContainText('$2b$04$', { timeout: 15_000 });

  await chooseOption(page, 'Algorithm', 'Argon2id');
  await option(page, 'Memory (MiB)').fill('4096');
  await expect(fieldError(page)).toHaveText(
    'Invalid parameter: Argon2 memory is 1 to 1,024 MiB: 4,096 MiB (4 GiB) is more than a browser tab can give one hash.',
    { timeout: 15_000 },
  );
});

test('a share link carries the options, never the password nor the hash to verify', async ({ page }) => {
  await page.goto('/tools/password-hasher');
  await chooseOption(page, 'Algorithm', 'scrypt');
  await password(page).fill(SECRET);
  await expect(output(page)).toContainText('$scrypt$ln=17,r=8,p=1$', { timeout: 30_000 });
  await tab(page, 'Verify').click();
  const hash = '$2y$10$PifCFrUVVwJLvKx1j4hYTOM2BQ6GlHBoT60pN6Akl7ViVFezzwq/a';
  await option(page, 'Hash to verify').fill(hash);
  const state = await copiedShareState(page);
  expect(JSON.stringify(state)).not.toContain(SECRET);
  expect(JSON.stringify(state)).not.toContain('PifCFrUV');
  expect(state).toMatchObject({ tool: 'password-hasher', options: { algorithm: 'scrypt', action: 'verify' } });
});
