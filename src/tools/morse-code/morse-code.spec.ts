import type { Page } from '@playwright/test';
import { expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { tab } from '../../../tests/format-minify-validate';
import { chooseOption } from '../../../tests/select';

/** Every AudioContext the page makes, kept so the test can read its state (none may exist before Play). */
const recordAudioContexts = (page: Page) =>
  page.addInitScript(() => {
    const made: AudioContext[] = [];
    (window as unknown as { __audio: AudioContext[] }).__audio = made;
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        made.push(this);
      }
    };
  });

const audioStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { __audio: AudioContext[] }).__audio.map((context) => context.state));

/** Watches the light and records each change of `data-lit` (the page's own clock drives it, from the audio clock). */
const watchLight = (page: Page) =>
  page.evaluate(() => {
    const light = document.querySelector('[data-testid="morse-light"]')!;
    const seen: string[] = [];
    (window as unknown as { __lit: string[] }).__lit = seen;
    new MutationObserver(() => seen.push(light.getAttribute('data-lit')!)).observe(light, {
      attributes: true,
      attributeFilter: ['data-lit'],
    });
  });

const lightChanges = (page: Page) => page.evaluate(() => (window as unknown as { __lit: string[] }).__lit);

test('Morse: translates both ways, plays only after Play with a flashing light, and Stop stops it', async ({
  page,
}) => {
  await recordAudioContexts(page);
  await page.goto('/tools/morse-code');
  const player = page.getByTestId('morse-player');
  const light = page.getByTestId('morse-light');

  await test.step('text → Morse as you type; nothing sounds yet', async () => {
    await pasteInto(page.getByLabel('Text', { exact: true }), 'SOS SOS');
    await expectEditorValue(page.getByLabel('Morse code', { exact: true }), '... --- ... / ... --- ...', 15_000);
    await expect(player).toHaveAttribute('data-playing', 'false');
    await expect(player).toContainText('Ready:');
    expect(await audioStates(page)).toEqual([]);
  });

  await test.step('Play: the audio starts from the click and the light flashes in step', async () => {
    await chooseOption(page, 'Speed', '40 WPM');
    await watchLight(page);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(player).toHaveAttribute('data-playing', 'true');
    expect(await audioStates(page)).toEqual(['running']);
    // On, off and on again: at least two flashes seen.
    await expect.poll(async () => (await lightChanges(page)).filter((lit) => lit === 'true').length).toBeGreaterThan(1);
    expect(await lightChanges(page)).toContain('false');
  });

  await test.step('Stop: the sound ends, the context closes and the light goes out', async () => {
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(player).toHaveAttribute('data-playing', 'false');
    await expect(light).toHaveAttribute('data-lit', 'false');
    await expect.poll(() => audioStates(page)).toEqual(['closed']);
    const flashes = (await lightChanges(page)).length;
    await page.waitForTimeout(400);
    expect((await lightChanges(page)).length).toBe(flashes);
  });

  await test.step('played through, it ends by itself', async () => {
    await pasteInto(page.getByLabel('Text', { exact: true }), 'E');
    await expectEditorValue(page.getByLabel('Morse code', { exact: true }), '.', 15_000);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(player).toHaveAttribute('data-playing', 'false', { timeout: 5_000 });
    await expect.poll(() => audioStates(page)).toEqual(['closed', 'closed']);
  });

  await test.step('Morse → text names a code that is not a letter, with its line and column', async () => {
    await tab(page, 'Morse → Text').click();
    await pasteInto(page.getByLabel('Morse code', { exact: true }), '.... .. / ........ -');
    await expectEditorValue(page.getByLabel('Text', { exact: true }), 'HI T', 15_000);
    await expect(page.getByTestId('output-note')).toHaveText(
      "One code is not in the Morse alphabet and was left out: '........' (line 1, column 11).",
    );
  });
});
