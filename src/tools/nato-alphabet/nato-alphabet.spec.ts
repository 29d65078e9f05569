import { editorValue, expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { tab } from '../../../tests/format-minify-validate';
import { chooseOption } from '../../../tests/select';

test('NATO alphabet: spells with ICAO figures, reads the spelling back, and names a word it does not know', async ({
  page,
}) => {
  await page.goto('/tools/nato-alphabet');
  const spelling = page.getByLabel('NATO spelling', { exact: true });

  await test.step('spelled as you type, figures as ICAO says them', async () => {
    await chooseOption(page, 'Figures', 'ICAO pronunciation (Wun, Tree, Niner)');
    await pasteInto(page.getByLabel('Text', { exact: true }), 'Gate B39?');
    await expectEditorValue(spelling, 'Golf Alfa Tango Echo / Bravo Tree Niner Question mark', 15_000);
  });

  await test.step('read back on the other tab, with a word it does not know named by its place', async () => {
    const spelled = await editorValue(spelling);
    await tab(page, 'NATO → Text').click();
    await pasteInto(page.getByLabel('NATO words', { exact: true }), `${spelled}\nHotel Banana India`);
    await expectEditorValue(page.getByLabel('Text', { exact: true }), 'GATE B39?\nHI', 15_000);
    await expect(page.getByTestId('output-note')).toHaveText(
      "One word is not in the spelling alphabet and was left out: 'Banana' (line 2, column 7).",
    );
  });
});
