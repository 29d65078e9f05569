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

/**
 * At 1280 px (the tests' viewport) the input and its output sit side by side, and the output of a screenful of input
 * shows without scrolling: the output editor starts beside the input, and its first lines are inside the window.
 */
async function expectSideBySide(page: Page, input: string, output: string) {
  const { width, height } = page.viewportSize()!;
  expect(width).toBe(1280);
  const [inputBox, outputBox] = await Promise.all([
    field(page, input).boundingBox(),
    field(page, output).boundingBox(),
  ]);
  expect(await page.evaluate(() => window.scrollY), 'the page has not scrolled').toBe(0);
  expect(outputBox!.x, 'the output is right of the input').toBeGreaterThanOrEqual(inputBox!.x + inputBox!.width);
  expect(outputBox!.y, 'the output starts level with the input').toBeLessThan(inputBox!.y + inputBox!.height / 2);
  // Room for at least five of its lines (20 px each) above the fold.
  expect(outputBox!.y + 100, 'the output is in view').toBeLessThan(height);
}

for (const [id, declaration] of Object.entries(KIT_TOOLS)) {
  test(`${id}: every example loads and gives its expected output`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`/tools/${id}`);
    await expect(page.locator('[data-text-editor="ready"]').first()).toBeVisible();
    let layoutChecked = false;
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
          if (!layoutChecked) {
            await expectSideBySide(page, textFor(declaration.input.label, options), textFor(output.label, options));
            layoutChecked = true;
          }
        }
        if (action.outputs.length > 1)
          await page.getByRole('tab', { name: action.outputs[0].tab, exact: true }).click();
      });
    }
    expect(layoutChecked, 'an example with an output checked the layout').toBe(true);
    // With a result on screen, every control the tool shows passes axe.
    expect(await seriousViolations(page)).toEqual([]);
  });
}
