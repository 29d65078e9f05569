/**
 * One template for every tool (issue 53): the input first, its options under it (past four folded), the action's
 * tabs not repeated by the button, the result brought into view, the input kept for the session (never a secret),
 * and a fault shown at the field it is in. At a desktop's and a phone's size.
 */
import type { Locator } from '@playwright/test';
import { expectEditorValue } from './editor';
import { expect, test } from './fixtures';
import { mainButton } from './format-minify-validate';
import { kitField } from './kit';

const box = async (locator: Locator) => (await locator.boundingBox())!;

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the input first, options past four folded, the button not repeating the tab, the result in view after Load Example', async ({
      page,
    }) => {
      await page.goto('/tools/csv-json-converter');
      const input = kitField(page, 'CSV input');
      const inputBox = await box(input);
      // Under the action's tabs, the input comes before every option and button.
      await expect(page.getByRole('tab', { name: 'CSV → JSON', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'CSV → JSON', exact: true })).toHaveCount(0);
      await expect(mainButton(page)).toHaveText('Convert');
      for (const control of [mainButton(page), page.getByRole('button', { name: 'Delimiter' })]) {
        expect((await box(control)).y).toBeGreaterThanOrEqual(inputBox.y + inputBox.height);
      }
      // Four options shown, the rest under "Options".
      const more = page.getByTestId('kit-more-options');
      await expect(more.locator('summary')).toHaveText(/^Options \(\d more\)$/);
      await expect(more.getByRole('switch', { name: 'Trim spaces' })).toBeHidden();
      await more.locator('summary').click();
      await expect(more.getByRole('switch', { name: 'Trim spaces' })).toBeVisible();

      await page.getByRole('button', { name: 'Load Example', exact: true }).click();
      const output = kitField(page, 'JSON');
      await expect(output).not.toBeEmpty();
      await expect.poll(async () => (await box(output)).y, 'the result is in view').toBeLessThan(viewport.height - 100);
    });

    test('the input is kept for the session, so Back brings it back; a secret input never is', async ({ page }) => {
      await page.goto('/tools/yaml-json-converter');
      await kitField(page, 'YAML input').click();
      await page.keyboard.type('kept: yes');
      await expectEditorValue(kitField(page, 'JSON'), /"kept": "yes"/);
      await page.goto('/tools/jwt-decoder');
      await kitField(page, 'JSON Web Token').click();
      await page.keyboard.type('eyJhbGciOiJIUzI1NiJ9.e30.secret-part');
      // Past the write's delay, then away and back twice.
      await page.waitForTimeout(600);
      await page.goBack();
      await expectEditorValue(kitField(page, 'YAML input'), 'kept: yes');
      await page.goForward();
      await expect(kitField(page, 'JSON Web Token')).toBeVisible();
      await expectEditorValue(kitField(page, 'JSON Web Token'), '');
      expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('secret-part');
    });

    test('a bad regex is named at its Pattern field, red, not under the test text', async ({ page }) => {
      await page.goto('/tools/regex-tester');
      const pattern = page.getByRole('textbox', { name: 'Pattern', exact: true });
      await pattern.fill('ab(c');
      await kitField(page, 'Test text').click();
      await page.keyboard.type('abc');
      await expect(pattern).toHaveAttribute('aria-invalid', 'true');
      const error = page.getByText(/Unterminated group \(column 5\)/);
      await expect(error).toBeVisible();
      const [fieldBox, errorBox] = [await box(pattern), await box(error)];
      expect(errorBox.y - (fieldBox.y + fieldBox.height), 'the message sits right under the field').toBeLessThan(40);
      const borderOf = (field: Locator) => field.evaluate((el) => getComputedStyle(el).borderColor);
      const flags = page.getByRole('textbox', { name: 'Flags', exact: true });
      expect(await borderOf(pattern), 'the refused field has a border of its own').not.toBe(await borderOf(flags));
    });
  });
}
