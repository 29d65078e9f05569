import { readFile } from 'node:fs/promises';
import { expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { kitField as field, structuredField } from '../../../tests/kit';
import { tab, mainButton } from '../../../tests/format-minify-validate';

/** A zero-width space, a right-to-left override and a Cyrillic а, none of them visible as such. */
const SNEAKY = 'Log in at p\u0430ypal.com\u200B today\u202Emoc.live';

test('invisible characters are listed and marked, and Clean Up removes or replaces them', async ({ page }) => {
  const namesRequests: string[] = [];
  page.on('request', (request) => {
    if (/names-data/.test(request.url())) namesRequests.push(request.url());
  });
  await page.goto('/tools/unicode-inspector');
  const input = field(page, 'Text');
  await expect(input).toBeVisible();
  expect(namesRequests, 'the names table is not loaded before there is text').toEqual([]);

  await test.step('Inspect lists each hidden character with its place and name', async () => {
    await pasteInto(input, SNEAKY);
    await expectEditorValue(
      field(page, 'Hidden characters'),
      `3 hidden characters: 1 zero-width character, 1 bidirectional control and 1 look-alike letter.

Line 1, column 12: U+0430 CYRILLIC SMALL LETTER A, look-alike letter (looks like Latin a)
Line 1, column 21: U+200B ZERO WIDTH SPACE, zero-width character
Line 1, column 28: U+202E RIGHT-TO-LEFT OVERRIDE, bidirectional control
`,
      15_000,
    );
    expect(namesRequests.length, 'the names table was loaded on demand, from our origin').toBeGreaterThan(0);
    await tab(page, 'Characters').click();
    // A row of cells each: the character (an invisible one by its name), its code point, name and encodings.
    const rows = structuredField(page, 'Characters').getByRole('row');
    await expect(rows.filter({ hasText: 'U+200B' })).toHaveText(
      /^\d+\[ZWSP\]U\+200BZERO WIDTH SPACECfCommonE2 80 8B200B&#x200B;/,
    );
    await expect(rows.filter({ hasText: 'U+0430' })).toHaveText(
      /^\d+\u0430U\+0430CYRILLIC SMALL LETTER ALlCyrillicD0 B00430&#x430;/,
    );
  });

  await test.step('the table downloads as TSV too, a line per code point', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download as TSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('characters.tsv');
    const lines = (await readFile(await file.path(), 'utf8')).trimEnd().split('\n');
    expect(lines[0]).toBe('#\tCharacter\tCode point\tName\tCategory\tScript\tUTF-8\tUTF-16\tHTML');
    expect(lines).toHaveLength([...SNEAKY].length + 1);
    expect(
      lines
        .find((line) => line.includes('U+200B'))
        ?.split('\t')
        .slice(2, 4),
    ).toEqual(['U+200B', 'ZERO WIDTH SPACE']);
  });

  await test.step('the Marked text shows each one where it is', async () => {
    await tab(page, 'Marked text').click();
    const marked = page.getByTestId('unicode-marked');
    await expect(marked.getByRole('status')).toHaveText(
      '3 hidden characters: 1 zero-width character, 1 bidirectional control and 1 look-alike letter.',
    );
    const marks = marked.locator('mark');
    await expect(marks).toHaveCount(3);
    await expect(marked.locator('mark[data-kind="lookalike"]')).toHaveText('\u0430');
    await expect(marked.locator('mark[data-kind="lookalike"]')).toHaveAttribute(
      'title',
      'U+0430, look-alike letter (looks like Latin a)',
    );
    await expect(marked.locator('mark[data-kind="zero-width"]')).toHaveText('ZWSP');
    await expect(marked.locator('mark[data-kind="bidi"]')).toHaveText('RLO');
    // The override is shown, not obeyed: the text after it reads in its own order.
    await expect(marked.locator('pre')).toContainText('RLOmoc.live');
  });

  await test.step('Clean Up removes the invisible ones and puts the Latin letter in place of the look-alike', async () => {
    await tab(page, 'Clean Up').click();
    await tab(page, 'Cleaned text').click();
    await expectEditorValue(field(page, 'Cleaned text'), 'Log in at paypal.com todaymoc.live', 15_000);
    await expect(page.getByTestId('output-note')).toHaveText(
      'Removed 1 zero-width character and 1 bidirectional control; replaced 1 look-alike letter.',
    );
    await page.getByRole('switch', { name: 'Replace look-alike letters' }).click();
    await mainButton(page).click();
    await expectEditorValue(field(page, 'Cleaned text'), 'Log in at p\u0430ypal.com todaymoc.live', 15_000);
  });
});
