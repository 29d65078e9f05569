/**
 * Generated from the kit's declarations: opens every kit tool, loads each of its examples with Load Example (each
 * press loads the next), compares what the page shows with the example's expected outputs, and runs axe on the result.
 */
import type { Page } from '@playwright/test';
import { exampleAction, exampleOptions, textFor } from '../src/ui/kit/declaration';
import { KIT_TOOLS } from '../src/ui/kit/kit-tools';
import { seriousViolations } from './axe';
import { expectEditorValue } from './editor';
import { expect, test } from './fixtures';

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

for (const [id, declaration] of Object.entries(KIT_TOOLS)) {
  test(`${id}: every example loads and gives its expected output`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`/tools/${id}`);
    await expect(page.locator('[data-text-editor="ready"]').first()).toBeVisible();
    for (const example of declaration.examples) {
      await test.step(example.name, async () => {
        await page.getByRole('button', { name: 'Load Example', exact: true }).click();
        const options = exampleOptions(declaration, example);
        const input = field(page, textFor(declaration.input.label, options));
        await expectEditorValue(input, example.input.replace(/\r\n?/g, '\n'));
        const action = declaration.actions.find((candidate) => candidate.id === exampleAction(declaration, example))!;
        if (example.expect === 'valid') {
          await expect(page.getByTestId('validity')).toHaveText(action.valid!, { timeout: 15_000 });
          return;
        }
        for (const output of action.outputs) {
          const expected = example.expect[output.id];
          if (expected === undefined) continue;
          if (action.outputs.length > 1) await page.getByRole('tab', { name: output.tab, exact: true }).click();
          await expectEditorValue(field(page, textFor(output.label, options)), expected, 15_000);
        }
        if (action.outputs.length > 1)
          await page.getByRole('tab', { name: action.outputs[0].tab, exact: true }).click();
      });
    }
    // With a result on screen, every control the tool shows passes axe.
    expect(await seriousViolations(page)).toEqual([]);
  });
}
