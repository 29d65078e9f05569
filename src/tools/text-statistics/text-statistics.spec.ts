import type { RowsBlock } from '../../core/shared/structured';
import { countText } from './core';
import { statisticsTable } from './result';
import { pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { button } from '../../../tests/format-minify-validate';
import { kitField, structuredField } from '../../../tests/kit';

/** A text file of `lines` numbered lines with a Chinese sentence in every hundredth, and its expected counts. */
function bigText(lines: number) {
  const rows = Array.from({ length: lines }, (_, i) =>
    i % 100 === 0 ? `我们在北京学习中文。` : `Line ${i} of the file, with café and naïve words.`,
  );
  return `${rows.join('\n')}\n`;
}

test('counts typed text live, and a large file streamed through the worker', async ({ page }) => {
  await page.goto('/tools/text-statistics');
  const statistics = structuredField(page, 'Statistics');
  /** A statistic's value, by its row's label. */
  const value = (label: string) =>
    statistics
      .locator('[data-row]')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd')
      .first();

  await test.step('typed text: counted as you type, Chinese words by dictionary', async () => {
    await pasteInto(kitField(page, 'Text'), 'The cat sat. The cat ran!\n\n我们在北京学习中文。');
    await expect(value('Words')).toHaveText('11', { timeout: 15_000 });
    await expect(value('Sentences')).toHaveText('3');
    await expect(value('Paragraphs')).toHaveText('2');
    await page.getByRole('tab', { name: 'Top words' }).click();
    await expect(structuredField(page, 'Top words').getByRole('row', { name: /^cat 2\b/ })).toBeVisible();
  });

  await test.step('a 12 MB file: never in the editor, counted in two halves by two workers, merged', async () => {
    const lines = 250_000;
    const text = bigText(lines);
    const buffer = Buffer.from(text);
    await page.getByTestId('file-input').setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer });
    await expect(page.getByTestId('kit-file-card')).toContainText('Ready');
    await button(page, 'Count').click();
    await expect(page.getByTestId('kit-file-card')).toHaveAttribute('data-stage', 'done', { timeout: 120_000 });
    await page.getByRole('tab', { name: 'Statistics' }).click();
    await expect(value('Lines')).toHaveText(lines.toLocaleString('en-US'));
    await expect(value('Bytes (UTF-8)')).toHaveText(buffer.length.toLocaleString('en-US'));
    await expect(value('Code points')).toHaveText([...text].length.toLocaleString('en-US'));
    // What runs across the cut between the halves: words, sentences, paragraphs, the longest line.
    const [{ rows }] = statisticsTable(countText(text)) as [RowsBlock];
    for (const label of ['Words', 'Sentences', 'Paragraphs', 'Longest line'])
      await expect(value(label)).toHaveText(rows.find((row) => row.label === label)!.value);
  });
});
