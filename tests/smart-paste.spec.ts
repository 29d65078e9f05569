import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectEditorValue, pasteInto } from './editor';
import { expect, test } from './fixtures';
import { detectionWorkers, offers, pasteArea } from './smart-paste';

// What each text is recognised as is unit-tested (src/core/site/detect*.test.ts, src/workers/detect.test.ts); this
// is where detection runs, and the hand-off to the tool a person picks.
const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

/** Back to the home page by its header link (a navigation inside the page), and paste `text` there. */
async function pasteOnHome(page: Page, text: string) {
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await pasteInto(pasteArea(page), text);
}

test('offers: short texts on the page, long ones in the detection worker, no false offer; each offer opens its tool with the text, once', async ({
  page,
}) => {
  const workers = detectionWorkers(page);
  await page.goto('/');

  await test.step('typing a color, a timestamp and a UUID offers their tools, on the page', async () => {
    await pasteArea(page).fill('#ff8800');
    await expect(offers(page).first()).toContainText('HEX to RGB');
    await pasteArea(page).fill('1700000000');
    await expect(offers(page).first()).toContainText('(2023-11-14 22:13:20 UTC)');
    await pasteArea(page).fill('017f22e2-79b0-7cc3-98c4-dc0c0c07398f');
    await expect(offers(page).first()).toContainText('UUID (version 7)');
    expect(workers).toEqual([]);
  });

  await test.step('a JWT is offered to the JWT decoder; random text gets no offer', async () => {
    await pasteInto(pasteArea(page), JWT);
    await expect(offers(page).first()).toContainText('JWT Decoder & Encoder');
    await expect(offers(page).first()).toContainText('Looks like a JWT (algorithm HS256)');
    await pasteArea(page).fill('Xq7LmP2vRtY9wKc4 ZbN8sJd3FhGe6UaQ');
    await expect(page.getByText('No tool recognises this text.')).toBeVisible();
    await expect(offers(page)).toHaveCount(0);
  });

  await test.step('a long paste (over 16 KB) is detected in the detection worker, which stays for the next one', async () => {
    await pasteInto(pasteArea(page), 'a { color: red; }\n'.repeat(1_200)); // 21,600 characters
    await expect(offers(page).first()).toContainText('CSS Formatter');
    expect(workers).toHaveLength(1);
  });

  await test.step('a real JSON file of 57 KB (axe-core’s French messages): JSON Formatter first, and it opens with the text but not in the address', async () => {
    const json = readFileSync('node_modules/axe-core/locales/fr.json', 'utf8');
    await pasteInto(pasteArea(page), json);
    await expect(offers(page).first()).toContainText('JSON Formatter');
    await expect(offers(page).first()).toContainText(/Looks like JSON \(an object with \d+ keys\)/);
    await expect(offers(page).filter({ hasText: 'CSS Formatter' })).toHaveCount(0);
    expect(workers).toHaveLength(1);
    await offers(page).first().click();
    await expect(page).toHaveURL(/\/tools\/json-formatter$/); // the text stays out of the address and history
    await expectEditorValue(page.getByRole('textbox', { name: 'JSON input', exact: true }), json);
    await expect(page.getByRole('tabpanel')).toContainText('"lang": "fr"');
  });

  await test.step('the hand-off is read once: opening the tool again, its session forgotten, starts empty', async () => {
    await pasteOnHome(page, 'a%20b%2Fc');
    await expect(offers(page).first()).toContainText('URL Decoder');
    await offers(page).first().click();
    await expectEditorValue(page.getByRole('textbox', { name: /to decode/i }), 'a%20b%2Fc');
    await page.goBack();
    // The tool's input is kept for the session (Back brings it back): without it, nothing is handed over again.
    await page.evaluate(() => sessionStorage.clear());
    await page.goForward();
    await expect(page).toHaveURL(/\/tools\/url-decoder$/);
    await expectEditorValue(page.getByRole('textbox', { name: /to decode/i }), '');
  });

  await test.step('a JSON Schema (by its "$schema") opens the validator with the text as the schema, not the document', async () => {
    const schema = '{\n  "$schema": "https://json-schema.org/draft/2020-12/schema",\n  "type": "object"\n}';
    await pasteOnHome(page, schema);
    await expect(offers(page).first()).toContainText('JSON Schema Validator');
    await offers(page).first().click();
    await expect(page).toHaveURL(/\/tools\/json-schema-validator$/);
    await expectEditorValue(page.getByRole('textbox', { name: 'JSON Schema', exact: true }), schema);
    await expectEditorValue(page.getByRole('textbox', { name: 'JSON document', exact: true }), '');
  });

  await test.step('an rgb() color: the Color Converter first; RGB to HEX, chosen with the keyboard, reads it its own way', async () => {
    await pasteOnHome(page, 'rgb(18, 52, 86)');
    await expect(offers(page).first()).toContainText('Color Converter');
    await offers(page).filter({ hasText: 'RGB to HEX' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tools\/rgb-to-hex$/);
    await expect(page.getByText('#123456').first()).toBeVisible();
  });
});
