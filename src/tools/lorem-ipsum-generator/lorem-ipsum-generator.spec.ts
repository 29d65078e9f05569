import { editorValue, expectEditorValue } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { button, fieldError } from '../../../tests/format-minify-validate';
import { kitField as field } from '../../../tests/kit';
import { chooseOption } from '../../../tests/select';

test('lorem ipsum: as many as typed, a new draw on Generate, options, and a clear limit', async ({ page }) => {
  const workers: string[] = [];
  // The tool's worker loads its task chunk (the generic tool worker runs every tool's task.ts).
  page.on('response', (response) => workers.push(response.url()));
  await page.goto('/tools/lorem-ipsum-generator');
  const count = field(page, 'How many');
  const output = field(page, 'Lorem ipsum');

  await test.step('three paragraphs, the first opening with the classic sentence', async () => {
    await count.fill('3');
    await expectEditorValue(
      output,
      /^Lorem ipsum dolor sit amet, consectetur adipiscing elit\. .+\n\n.+\n\n.+$/,
      15_000,
    );
    const first = await editorValue(output);
    await button(page, 'Generate').click();
    await expect.poll(() => editorValue(output)).not.toBe(first);
    expect((await editorValue(output)).split('\n\n')).toHaveLength(3);
  });

  await test.step('without the classic opening, in <p> tags', async () => {
    await page.getByRole('switch', { name: 'Start with "Lorem ipsum dolor sit amet"' }).click();
    await page.getByRole('switch', { name: 'Wrap in <p>' }).click();
    await expect.poll(() => editorValue(output)).toMatch(/^<p>[A-Z].+<\/p>\n<p>.+<\/p>\n<p>.+<\/p>$/);
    expect(await editorValue(output)).not.toMatch(/^<p>Lorem ipsum dolor sit amet, consectetur/);
  });

  await test.step('a huge request is refused with the limit, at once', async () => {
    await count.fill('50000');
    await expect(fieldError(page)).toContainText('Up to 1,000 paragraphs at a time: 50000 is too many.');
    await count.fill('ten');
    await expect(fieldError(page)).toContainText('Enter a whole number of paragraphs, from 1 to 1,000.');
  });

  await test.step('a large one is made in the worker on Generate', async () => {
    await chooseOption(page, 'Unit', 'Words');
    await count.fill('10,000');
    await button(page, 'Generate').click();
    await expect
      .poll(async () => (await editorValue(output)).replace(/^<p>|<\/p>$/g, '').split(' ').length, { timeout: 15_000 })
      .toBe(10_000);
    expect(workers.some((url) => /lorem-ipsum-generator\.task-[^/]*\.js$/.test(url))).toBe(true);
  });
});
