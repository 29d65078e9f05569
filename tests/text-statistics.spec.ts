import { countText, statisticsTable } from '../src/core/tools/text-statistics';
import { pasteInto } from './editor';
import { expect, test } from './fixtures';
import { button } from './format-minify-validate';
import { kitField } from './kit';

/** A text file of `lines` numbered lines with a Chinese sentence in every hundredth, and its expected counts. */
function bigText(lines: number) {
  const rows = Array.from({ length: lines }, (_, i) =>
    i % 100 === 0 ? `我们在北京学习中文。` : `Line ${i} of the file, with café and naïve words.`,
  );
  return `${rows.join('\n')}\n`;
}

test('counts typed text live, and a large file streamed through the worker', async ({ page }) => {
  await page.goto('/tools/text-statistics');
  const statistics = kitField(page, 'Statistics');

  await test.step('typed text: counted as you type, Chinese words by dictionary', async () => {
    await pasteInto(kitField(page, 'Text'), 'The cat sat. The cat ran!\n\n我们在北京学习中文。');
    await expect(statistics).toContainText(/Words\s+11(?!\d)/, { timeout: 15_000 });
    await expect(statistics).toContainText(/Sentences\s+3(?!\d)/);
    await expect(statistics).toContainText(/Paragraphs\s+2(?!\d)/);
    await page.getByRole('tab', { name: 'Top words' }).click();
    await expect(kitField(page, 'Top words')).toContainText(/2\s+cat/);
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
    await expect(statistics).toContainText(new RegExp(`Lines\\s+${lines.toLocaleString('en-US')}(?![\\d,])`));
    await expect(statistics).toContainText(
      new RegExp(`Bytes \\(UTF-8\\)\\s+${buffer.length.toLocaleString('en-US')}(?![\\d,])`),
    );
    await expect(statistics).toContainText(
      new RegExp(`Code points\\s+${[...text].length.toLocaleString('en-US')}(?![\\d,])`),
    );
    // What runs across the cut between the halves: words, sentences, paragraphs, the longest line.
    const rows = statisticsTable(countText(text)).split('\n');
    for (const label of ['Words', 'Sentences', 'Paragraphs', 'Longest line']) {
      const value = rows
        .find((row) => row.startsWith(label))!
        .slice(label.length)
        .trim();
      await expect(statistics).toContainText(new RegExp(`${label}\\s+${value.replace(/[(),]/g, '\\$&')}`));
    }
  });
});
