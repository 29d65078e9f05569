import { expect, test } from '../../../tests/fixtures';

type Made = { madeContexts: AudioContext[] };

test('Speaker Test: silent until a click, left plays on a running AudioContext, Stop, the sweep shows its frequency', async ({
  page,
}) => {
  // Keep every AudioContext the page makes (test-side only), to prove none exists before the first click.
  await page.addInitScript(() => {
    const made: AudioContext[] = [];
    (window as unknown as Made).madeContexts = made;
    window.AudioContext = class extends window.AudioContext {
      constructor(options?: AudioContextOptions) {
        super(options);
        made.push(this);
      }
    };
  });
  const contextStates = () =>
    page.evaluate(() => (window as unknown as Made).madeContexts.map((context) => context.state));
  await page.goto('/tools/speaker-test');
  const status = page.getByRole('status').filter({ hasText: /^(Silent|Playing)/ });
  await expect(status).toHaveText('Silent');
  await expect(page.getByRole('spinbutton', { name: 'Volume value' })).toHaveValue('20');
  expect(await contextStates()).toEqual([]);

  await page.getByRole('button', { name: 'Play left' }).click();
  await expect(status).toHaveText('Playing: left channel');
  await expect.poll(contextStates).toEqual(['running']);
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(status).toHaveText('Silent');

  await page.getByRole('button', { name: 'Start sweep' }).click();
  const current = page.getByRole('definition').and(page.getByLabel('Current frequency'));
  await expect(current).toHaveText(/^\d+ Hz$/);
  await page.getByRole('button', { name: 'I stopped hearing it' }).click();
  await expect(page.getByRole('definition').and(page.getByLabel('Heard up to'))).toHaveText(/^\d+ Hz$/);
  await expect(status).toHaveText('Silent');
  await expect(current).toHaveText('Not yet');
});
