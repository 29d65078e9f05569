import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expectEditorValue, pasteInto } from './editor';
import { expect, test } from './fixtures';
import { detectionWorkers, offers, pasteArea } from './smart-paste';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

async function pasteOnHome(page: Page, text: string) {
  await page.goto('/');
  await pasteInto(pasteArea(page), text);
}

test('a real package.json: JSON Formatter first, and it opens with the text in it', async ({ page }) => {
  const json = readFileSync('node_modules/fast-check/package.json', 'utf8');
  await pasteOnHome(page, json);
  await expect(offers(page).first()).toContainText('JSON Formatter');
  await expect(offers(page).first()).toContainText(/Looks like JSON \(an object with \d+ keys\)/);
  await offers(page).first().click();
  await expect(page).toHaveURL(/\/tools\/json-formatter$/); // the text stays out of the address and history
  await expectEditorValue(page.getByRole('textbox', { name: 'JSON input', exact: true }), json);
  await expect(page.getByRole('tabpanel')).toContainText('"name": "fast-check"');
});

test('Base64: the Base64 Decoder opens with the text and decodes it', async ({ page }) => {
  await pasteOnHome(page, 'SGVsbG8sIFdvcmxkIQ==');
  await expect(offers(page).first()).toContainText('Base64 Decoder');
  await expect(offers(page).first()).toContainText('decodes to text: "Hello, World!"');
  await offers(page).first().click();
  await expectEditorValue(page.getByLabel('Base64 or data URL to decode'), 'SGVsbG8sIFdvcmxkIQ==');
  await expectEditorValue(page.getByLabel('Decoded text', { exact: true }), 'Hello, World!');
});

test('a JWT is named, but no other tool is offered for it while the JWT Decoder is planned', async ({ page }) => {
  await pasteOnHome(page, JWT);
  await expect(page.getByText('No tool recognises this text.')).toBeVisible();
  await expect(offers(page)).toHaveCount(0);
});

test('random letters and digits: no false offer', async ({ page }) => {
  await page.goto('/');
  await pasteArea(page).fill('Xq7LmP2vRtY9wKc4 ZbN8sJd3FhGe6UaQ');
  await expect(page.getByText('No tool recognises this text.')).toBeVisible();
  await expect(offers(page)).toHaveCount(0);
});

test('typing a colour, a timestamp and a UUID offers their tools; the keyboard opens them', async ({ page }) => {
  await page.goto('/');
  await pasteArea(page).fill('#ff8800');
  await expect(offers(page).first()).toContainText('HEX to RGB');
  await pasteArea(page).fill('1700000000');
  await expect(offers(page).first()).toContainText('(2023-11-14 22:13:20 UTC)');
  await pasteArea(page).fill('017f22e2-79b0-7cc3-98c4-dc0c0c07398f');
  await expect(offers(page).first()).toContainText('UUID (version 7)');
  await offers(page).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('UUID to check')).toHaveValue('017f22e2-79b0-7cc3-98c4-dc0c0c07398f');
  await expect(page.getByLabel('UUID details').getByLabel('Version')).toHaveText('7');
});

test('a hex colour opens HEX to RGB converted; an rgb() colour sets RGB to HEX', async ({ page }) => {
  await pasteOnHome(page, '#ff8800');
  await offers(page).first().click();
  await expect(page.getByRole('textbox', { name: /hex/i }).first()).toHaveValue('#ff8800');
  await expect(page.getByText('rgb(255, 136, 0)').first()).toBeVisible();
  await pasteOnHome(page, 'rgb(18, 52, 86)');
  await offers(page).first().click();
  await expect(page.getByText('#123456').first()).toBeVisible();
});

test('the hand-off is read once: opening the tool again starts empty', async ({ page }) => {
  await pasteOnHome(page, 'a%20b%2Fc');
  await expect(offers(page).first()).toContainText('URL Decoder');
  await offers(page).first().click();
  await expectEditorValue(page.getByRole('textbox', { name: /to decode/i }), 'a%20b%2Fc');
  await page.goto('/tools/url-decoder');
  await expectEditorValue(page.getByRole('textbox', { name: /to decode/i }), '');
});

test('a long paste is detected in the detection worker, a short one on the page', async ({ page }) => {
  const workers = detectionWorkers(page);
  await pasteOnHome(page, '017f22e2-79b0-7cc3-98c4-dc0c0c07398f');
  await expect(offers(page).first()).toContainText('UUID (version 7)');
  expect(workers).toEqual([]);
  const json = readFileSync('node_modules/typescript/lib/de/diagnosticMessages.generated.json', 'utf8'); // 340 KB
  await pasteInto(pasteArea(page), json);
  await expect(offers(page).first()).toContainText(/Looks like JSON \(an object with \d+ keys\)/);
  expect(workers).toHaveLength(1);
  // The worker stays for the next long paste, whose answer replaces the last.
  await pasteInto(pasteArea(page), 'a { color: red; }\n'.repeat(10_000));
  await expect(offers(page).first()).toContainText('CSS Formatter');
  await expect(offers(page).filter({ hasText: 'JSON Formatter' })).toHaveCount(0);
  expect(workers).toHaveLength(1);
});

test('smart paste with its offers has no serious accessibility violations', async ({ page }) => {
  await pasteOnHome(page, '<div><p>Hi &amp; bye</p></div>');
  await expect(offers(page).first()).toContainText('HTML Formatter');
  expect(await seriousViolations(page)).toEqual([]);
});
