import { editorValue, expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { fieldError, tab } from '../../../tests/format-minify-validate';
import { chooseOption } from '../../../tests/select';

test('Simple ciphers: Caesar with a typed shift, every shift tried with the right one first, Vigenère both ways', async ({
  page,
}) => {
  await page.goto('/tools/simple-ciphers');
  const plain = 'Meet me by the old oak tree at seven tonight';

  let secret = '';
  await test.step('Caesar with shift 11; a shift that is not a whole number is refused beside the field', async () => {
    await chooseOption(page, 'Cipher', 'Caesar');
    const shift = page.getByRole('textbox', { name: 'Shift', exact: true });
    await shift.fill('1.5');
    await pasteInto(page.getByLabel('Plain text', { exact: true }), plain);
    await expect(fieldError(page)).toContainText("The shift must be a whole number, e.g. 3 or -5, not '1.5'.", {
      timeout: 15_000,
    });
    await shift.fill('11');
    await expectEditorValue(
      page.getByLabel('Cipher text', { exact: true }),
      'Xppe xp mj esp zwo zlv ecpp le dpgpy ezytrse',
      15_000,
    );
    secret = await editorValue(page.getByLabel('Cipher text', { exact: true }));
  });

  await test.step('Try all shifts: 25 candidates, shift 11 and the plain text first', async () => {
    await tab(page, 'Try all shifts').click();
    await pasteInto(page.getByLabel('Cipher text', { exact: true }), secret);
    const candidates = page.getByLabel('Candidates, most English first', { exact: true });
    await expect
      .poll(async () => (await editorValue(candidates)).split('\n')[0], { timeout: 15_000 })
      .toMatch(new RegExp(`^ 1\\. Shift 11 \\(χ² [\\d.]+\\): ${plain}$`));
    expect((await editorValue(candidates)).split('\n')).toHaveLength(25);
  });

  await test.step('Vigenère: decrypts with its key, case and punctuation kept', async () => {
    await tab(page, 'Decrypt').click();
    await chooseOption(page, 'Cipher', 'Vigenère');
    await page.getByRole('textbox', { name: 'Key', exact: true }).fill('lemon');
    await pasteInto(page.getByLabel('Cipher text', { exact: true }), 'Lxfopv ef rnhr!');
    await expectEditorValue(page.getByLabel('Plain text', { exact: true }), 'Attack at dawn!', 15_000);
  });
});
