/**
 * Generated from the kit's declarations: opens every kit tool, loads each of its examples with Load Example (each
 * press loads the next), compares what the page shows with the example's expected outputs, and runs axe on the result
 * (so the site-wide accessibility sweep in a11y.spec.ts leaves kit tools to this file), then runs its main action on
 * the hostile corpus's page inputs (tests/kit-hostile.ts). The dark theme's colours are checked on the tools whose
 * screen can differ in them: the first of each page shape (the kit's own parts) and those with parts of their own.
 */
import type { Locator, Page } from '@playwright/test';
import { exampleAction, exampleOptions, inputTextFor, textFor } from '../src/ui/kit/declaration';
import { KIT_TOOLS } from './kit-tools';
import { seriousViolations, seriousViolationsInBothThemes } from './axe';
import { expectOneCardTemplate } from './cards';
import { expectEditorValue } from './editor';
import { expect, test } from './fixtures';
import {
  kitField as field,
  kitShapeRepresentatives,
  kitToolGroups,
  kitToolsWithOwnParts,
  structuredField,
  structuredText,
  type AnyDeclaration,
} from './kit';
import { checkHostileInput, clearTool } from './kit-hostile';
import { showTool } from './open-tool';

/**
 * At 1280 px (the tests' viewport) the input and its output sit side by side, and the output of a screenful of input
 * shows without scrolling: the output editor starts beside the input, and its first lines are inside the window. The
 * main action and Load Example sit under the input.
 */
async function expectSideBySide(page: Page, input: string, output: Locator) {
  const { width, height } = page.viewportSize()!;
  expect(width).toBe(1280);
  // Seen from the page's top: pressing Load Example again scrolls to it when a long example pushed it down.
  await page.evaluate(() => window.scrollTo(0, 0));
  const [inputBox, outputBox] = await Promise.all([field(page, input).boundingBox(), output.boundingBox()]);
  expect(outputBox!.x, 'the output is right of the input').toBeGreaterThanOrEqual(inputBox!.x + inputBox!.width);
  // Level with the input: a one-line field's output may sit under its result's tabs and label (about 100 px).
  expect(outputBox!.y, 'the output starts level with the input').toBeLessThan(
    inputBox!.y + Math.max(inputBox!.height / 2, 120),
  );
  // Room for at least five of its lines (20 px each) above the fold.
  expect(outputBox!.y + 100, 'the output is in view').toBeLessThan(height);
  // The input first on every kit tool: the toolbar (the action, Load Example) follows it, never above it.
  for (const button of [page.locator('main [aria-keyshortcuts="Control+Enter"]'), page.getByText('Load Example')]) {
    const box = (await button.boundingBox())!;
    // The editor's text may run past its frame (it scrolls inside it): under the input's start is what is checked.
    expect(box.y, 'the toolbar is under the input').toBeGreaterThan(inputBox!.y + 40);
  }
}

/** Loads each example with Load Example (each press loads the next) and compares the outputs the page shows. */
async function checkExamples(page: Page, declaration: AnyDeclaration) {
  let layoutChecked = false;
  for (const example of declaration.examples) {
    await test.step(example.name, async () => {
      await page.getByRole('button', { name: 'Load Example', exact: true }).click();
      const options = exampleOptions(declaration, example);
      const inputLabel = inputTextFor(declaration.input.label, options, exampleAction(declaration, example));
      const input = field(page, inputLabel);
      await expectEditorValue(input, example.input.replace(/\r\n?/g, '\n'));
      const action = declaration.actions.find((candidate) => candidate.id === exampleAction(declaration, example))!;
      if (example.expect === 'valid') {
        await expect(page.getByTestId('validity')).toHaveText(action.valid!, { timeout: 15_000 });
        return;
      }
      for (const output of action.outputs) {
        const expected = example.expect[output.id];
        // A rendered output (`view: 'html'`) shows the HTML its source tab is compared by: here it must show something.
        if (output.view === 'html') {
          if (action.outputs.length > 1) await page.getByRole('tab', { name: output.tab, exact: true }).click();
          await expect(page.getByTestId('rendered-html')).not.toBeEmpty({ timeout: 15_000 });
          continue;
        }
        if (expected === undefined) continue;
        // A result that opens on its All view shows an output under the output's own tab.
        if (action.outputs.length > 1 || declaration.all?.opens)
          await page.getByRole('tab', { name: output.tab ?? textFor(output.label, options), exact: true }).click();
        const label = textFor(output.label, options);
        // A structured output (`view: 'structured'`) is compared by the aligned text of the rows and cells it shows.
        const shown = output.view === 'structured' ? structuredField(page, label) : field(page, label);
        if (output.view === 'structured')
          await expect.poll(() => structuredText(shown), { timeout: 15_000 }).toBe(expected);
        else await expectEditorValue(shown, expected, 15_000);
        if (!layoutChecked) {
          await expectSideBySide(page, inputLabel, shown);
          layoutChecked = true;
        }
      }
      if (action.outputs.length > 1) await page.getByRole('tab', { name: action.outputs[0].tab, exact: true }).click();
    });
  }
  expect(layoutChecked, 'an example with an output checked the layout').toBe(true);
}

// Some 10 s a tool on a loaded machine (a formatter loads Prettier and runs axe twice; the hostile inputs paste 1 MB).
const TOOLS_PER_TEST = 4;
const SHAPE_REPRESENTATIVES = kitShapeRepresentatives();
const IN_BOTH_THEMES = new Set([...SHAPE_REPRESENTATIVES, ...kitToolsWithOwnParts()]);

for (const group of kitToolGroups(TOOLS_PER_TEST)) {
  test(`${group.map((tool) => tool.id).join(', ')}: every example gives its expected output; axe; hostile input`, async ({
    page,
  }) => {
    test.setTimeout(90_000 * group.length);
    await page.goto(group[0].url);
    for (const tool of group) {
      await test.step(tool.id, async () => {
        await showTool(page, tool);
        // First, with the default options the labels are worded by (an example sets its own).
        await checkHostileInput(page, tool.id, KIT_TOOLS[tool.id], SHAPE_REPRESENTATIVES.has(tool.id));
        await clearTool(page);
        // Pasting a megabyte brought the editor's end into view: the examples start from the top, as on opening.
        await page.evaluate(() => window.scrollTo(0, 0));
        await checkExamples(page, KIT_TOOLS[tool.id]);
        await expectOneCardTemplate(page, tool.id);
        // With a result on screen, every control the tool shows passes axe (in the dark theme too where it can differ).
        const violations = IN_BOTH_THEMES.has(tool.id)
          ? await seriousViolationsInBothThemes(page, 'main')
          : await seriousViolations(page, undefined, 'main');
        expect(violations, tool.id).toEqual([]);
      });
    }
  });
}
