import type { Page } from '@playwright/test';
import { editorValue, expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { fieldError, tab, mainButton, showMoreOptions } from '../../../tests/format-minify-validate';
import { chooseOption } from '../../../tests/select';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** A "billion laughs": ten levels of ten references, 10⁹ "lol"s once expanded. */
const BOMB = [
  '<?xml version="1.0"?>',
  '<!DOCTYPE lolz [',
  ' <!ENTITY lol0 "lol">',
  ...Array.from({ length: 9 }, (_, i) => ` <!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`),
  ']>',
  '<lolz>&lol9;</lolz>',
].join('\n');

const NESTED =
  'Entity not expanded: The entity "lol1" refers to another entity (&lol0;): nested entities are not expanded, as a "billion laughs" grows by them. Line 4, column 2.';

test('a "billion laughs" and an external entity are refused with their place, nothing is fetched, the page answers', async ({
  page,
}) => {
  await page.goto('/tools/xml-json-converter');
  const xml = field(page, 'XML input');
  await expect(xml).toBeVisible();

  await test.step('the bomb: refused as you type and on the button, at its first nested entity', async () => {
    await pasteInto(xml, BOMB);
    await expect(fieldError(page)).toHaveText(NESTED, { timeout: 15_000 });
    await mainButton(page).click();
    await expect(fieldError(page)).toHaveText(NESTED);
    await expect(field(page, 'JSON')).toHaveText('');
  });

  await test.step('the page still answers: the other direction opens at once', async () => {
    const started = Date.now();
    await tab(page, 'JSON → XML').click();
    await expect(field(page, 'JSON input')).toBeVisible();
    expect(Date.now() - started).toBeLessThan(5000);
    await tab(page, 'XML → JSON').click();
  });

  await test.step('an external entity (a URL of another origin) is refused, never requested', async () => {
    // The fixture fails the test on any request to another origin.
    await pasteInto(xml, '<!DOCTYPE a [\n  <!ENTITY ext SYSTEM "https://example.com/secret.txt">\n]>\n<a>&ext;</a>');
    await expect(fieldError(page)).toHaveText(
      'Entity not expanded: The entity "ext" is external (SYSTEM "https://example.com/secret.txt"): this converter never loads files or URLs, so it cannot expand it. Line 2, column 3.',
      { timeout: 15_000 },
    );
  });

  await test.step('a plain internal entity is expanded', async () => {
    await pasteInto(xml, '<!DOCTYPE a [<!ENTITY who "World">]>\n<a>Hello, &who;!</a>');
    await expectEditorValue(field(page, 'JSON'), '{\n  "a": "Hello, World!"\n}\n', 15_000);
  });
});

const MIXED = '<p class="tip">Press <kbd>Ctrl</kbd>+<kbd>Enter</kbd> to <em>run</em> it.</p>\n';

test('keep order: mixed text and elements go to JSON and back to the same XML', async ({ page }) => {
  await page.goto('/tools/xml-json-converter');
  // Past the first four options, it is under "Options".
  await showMoreOptions(page);
  await page.getByRole('switch', { name: 'Keep order' }).click();
  await pasteInto(field(page, 'XML input'), MIXED);
  await expect(field(page, 'JSON')).toContainText('"kbd"', { timeout: 15_000 });
  const json = await editorValue(field(page, 'JSON'));
  expect(JSON.parse(json)).toEqual([
    {
      p: [
        { '#text': 'Press ' },
        { kbd: [{ '#text': 'Ctrl' }] },
        { '#text': '+' },
        { kbd: [{ '#text': 'Enter' }] },
        { '#text': ' to ' },
        { em: [{ '#text': 'run' }] },
        { '#text': ' it.' },
      ],
      ':@': { '@_class': 'tip' },
    },
  ]);

  await tab(page, 'JSON → XML').click();
  await chooseOption(page, 'Indent', 'One line');
  await pasteInto(field(page, 'JSON input'), json);
  await expectEditorValue(field(page, 'XML'), MIXED, 15_000);
});

test('499 levels convert both ways in a cold worker; 600 are refused by the limit', async ({ page }) => {
  await page.goto('/tools/xml-json-converter');
  const deep = '<a>'.repeat(499) + 'x' + '</a>'.repeat(499);
  await pasteInto(field(page, 'XML input'), deep);
  // Indented, this JSON is some 250,000 characters: the pane shows its start (Copy and Download have it all).
  await expect.poll(() => editorValue(field(page, 'JSON')), { timeout: 30_000 }).toMatch(/^\{\n {2}"a": \{\n {4}"a"/);
  await expect(fieldError(page)).toHaveCount(0);

  await tab(page, 'JSON → XML').click();
  await chooseOption(page, 'Indent', 'One line');
  await pasteInto(field(page, 'JSON input'), '{"a":'.repeat(499) + '"x"' + '}'.repeat(499));
  await expectEditorValue(field(page, 'XML'), deep + '\n', 30_000);

  await tab(page, 'XML → JSON').click();
  await pasteInto(field(page, 'XML input'), '<a>'.repeat(600) + '</a>'.repeat(600));
  await expect(fieldError(page)).toContainText('Nested too deeply to convert', { timeout: 15_000 });
});
