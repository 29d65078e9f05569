import { expect, test } from '../../../tests/fixtures';

type Opened = { openedStreams: MediaStream[] };

test('Microphone Test: the fake beep reads above −∞ dBFS, a switch re-opens the track, Stop ends it', async ({
  page,
}) => {
  // Keep every stream the page opens (test-side only), to read its tracks' state after Stop.
  await page.addInitScript(() => {
    const media = navigator.mediaDevices;
    const open = media.getUserMedia.bind(media);
    const opened: MediaStream[] = [];
    (window as unknown as Opened).openedStreams = opened;
    media.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      opened.push(stream);
      return stream;
    };
  });
  const states = () =>
    page.evaluate(() =>
      (window as unknown as Opened).openedStreams.flatMap((s) => s.getTracks().map((t) => t.readyState)),
    );
  await page.goto('/tools/microphone-test');
  const loudest = page.getByRole('definition').and(page.getByLabel('Loudest peak'));
  await expect(loudest).toHaveText('−∞ dBFS');
  expect(await states()).toEqual([]);

  await page.getByRole('button', { name: 'Start microphone' }).click();
  // The fake microphone beeps: the level meter reads a finite level.
  await expect(loudest).toHaveText(/^−?\d+\.\d dBFS$/);
  const setting = (name: string) => page.getByRole('definition').and(page.getByLabel(name, { exact: true }));
  await expect(setting('Echo cancellation')).toHaveText('On');

  // A switch opens the microphone again with the new constraint; the old track is released.
  await page.getByRole('switch', { name: 'Echo cancellation' }).click();
  await expect(setting('Echo cancellation')).toHaveText('Off');
  expect(await states()).toEqual(['ended', 'live']);

  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('button', { name: 'Start microphone' })).toBeVisible();
  expect(await states()).toEqual(['ended', 'ended']);
});
