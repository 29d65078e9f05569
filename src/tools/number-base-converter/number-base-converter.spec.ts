import { expectEditorValue } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { chooseOption, expectChosen } from '../../../tests/select';

// Exact conversion, the digit hints and the error words are proven in src/tools/number-base-converter/core's unit
// tests; the examples in tests/kit-examples.spec.ts; the worker path and Swap in src/tools/number-base-converter
// and src/ui/kit/kit-features.test.tsx. The 100,000-digit conversion timed for responsiveness is in
// responsiveness.spec.ts.
test('Number Base Converter: Swap Bases clears the output; a million-digit number waits for Convert and converts in the worker, with Cancel', async ({
  page,
}) => {
  test.setTimeout(90_000); // a million digits typed and sent to the worker
  const workers: string[] = [];
  page.on('worker', (worker) => {
    if (new URL(worker.url()).pathname.includes('tool.worker')) workers.push(worker.url());
  });
  await page.goto('/tools/number-base-converter');
  const number = page.getByLabel('Number');
  const result = (base: number) => page.getByLabel(`Result (base ${base})`);
  const marker = page.getByTestId('out-of-date');

  await test.step('Swap Bases: the bases change places, the result becomes the input, the output is cleared until an edit', async () => {
    await number.fill('255');
    await expectEditorValue(result(2), '11111111');
    await page.getByRole('button', { name: 'Swap Bases' }).click();
    await expectChosen(page, 'From base', 'Binary (2)');
    await expectChosen(page, 'To base', 'Decimal (10)');
    await expect(number).toHaveValue('11111111');
    await expect(page.getByTestId('input-hint')).toContainText('Valid characters for base 2: 0 and 1');
    // Past the as-you-type delay (200 ms), the output is still empty: the swap does not convert it back.
    await page.waitForTimeout(600);
    await expectEditorValue(result(10), '');
    await expect(marker).toHaveCount(0);
    await number.press('End');
    await number.press('1');
    await expectEditorValue(result(10), '511');
    expect(workers, 'short numbers convert on the page').toEqual([]);
  });

  await test.step('a million base-36 digits: out of date until Convert; Cancel stops the worker', async () => {
    await chooseOption(page, 'From base', 'Base 36 (36)');
    const before = parseInt('111111111', 36).toString();
    await expectEditorValue(result(10), before);
    await number.fill('Z'.repeat(1_000_000));
    await expect(marker).toHaveText('Out of date: press Convert');
    await expect(result(10)).toHaveAccessibleDescription('Out of date: press Convert');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect(page.getByText('Converting…')).toBeVisible();
    // Dispatched at once: on a loaded machine, waiting for the button to hold still over two frames (a click's
    // checks) can outlast the job itself.
    await page.getByRole('button', { name: 'Cancel' }).dispatchEvent('click');
    await expect(page.getByTestId('job-status')).toHaveText('Cancelled');
    expect(workers).toHaveLength(1);
    await expectEditorValue(result(10), before);
    await expect(marker).toHaveText('Out of date: press Convert');
  });

  await test.step('a 5,000-digit number (past 2,000) converts in a new worker on Enter, exactly', async () => {
    await number.fill('Z'.repeat(5_000));
    await number.press('Enter');
    await expectEditorValue(result(10), (36n ** 5_000n - 1n).toString(), 20_000);
    await expect(marker).toHaveCount(0);
    expect(workers, 'the cancelled worker was replaced').toHaveLength(2);
  });
});
