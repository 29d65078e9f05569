import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { readClipboard } from './codec-helpers';
import { expectToast } from './toasts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.describe('Twitch Clipper', () => {
  test('refuses a bad address and a download before loading', async ({ page }) => {
    await page.goto('/tools/twitch-clipper');
    await page.getByRole('button', { name: 'Download Clip' }).click();
    await expectToast(page, 'Please load a video first');
    await page.getByLabel('Twitch video URL').fill('https://www.twitch.tv/somechannel');
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await expectToast(page, 'Please enter a valid Twitch video URL');
  });

  test('loads a video without contacting Twitch, sets a clip and downloads its file', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/tools/twitch-clipper');
    await page.getByLabel('Twitch video URL').fill('https://www.twitch.tv/somechannel/video/2273419781');
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await expectToast(page, 'Video loaded successfully');
    const today = new Date().toISOString().slice(0, 10);
    await expect(page.getByLabel('Clip title')).toHaveValue(`Twitch clip ${today}`);
    await expect(page.getByTestId('player-url')).toHaveText(
      'Player address: https://player.twitch.tv/?video=v2273419781&parent=127.0.0.1&autoplay=false',
    );
    await expect(page.getByTestId('clip-duration')).toHaveText('60');

    // Start at or beyond the end pushes the end to start + 1.
    await page.getByRole('spinbutton', { name: 'Start value' }).fill('90');
    await expect(page.getByRole('spinbutton', { name: 'End value' })).toHaveValue('91');
    await expect(page.getByTestId('clip-duration')).toHaveText('1');
    await page.getByRole('spinbutton', { name: 'Start value' }).fill('3000');
    await page.getByRole('spinbutton', { name: 'End value' }).fill('3060');
    await expect(page.getByTestId('clip-duration')).toHaveText('60');

    await page.getByRole('button', { name: 'Copy link at the clip start' }).click();
    expect(await readClipboard(page)).toBe('https://www.twitch.tv/videos/2273419781?t=50m0s');
    await expect(page.getByRole('link', { name: 'Watch on Twitch from the clip start' })).toHaveAttribute(
      'href',
      'https://www.twitch.tv/videos/2273419781?t=50m0s',
    );

    await page.getByLabel('Clip title').fill('Best play');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Clip' }).click();
    const file = await download;
    await expectToast(page, 'Clip downloaded successfully!');
    expect(file.suggestedFilename()).toBe('Best play.clip.json');
    expect(JSON.parse(await readFile(await file.path(), 'utf8'))).toEqual({
      title: 'Best play',
      source: 'https://www.twitch.tv/videos/2273419781',
      link: 'https://www.twitch.tv/videos/2273419781?t=50m0s',
      start: 3000,
      end: 3060,
      duration: 60,
      startTime: '0:50:00',
      endTime: '0:51:00',
      command:
        "yt-dlp --download-sections '*0:50:00-0:51:00' -o 'Best play.%(ext)s' 'https://www.twitch.tv/videos/2273419781'",
    });
    expect(requests.filter((url) => new URL(url).hostname.includes('twitch'))).toEqual([]);
  });
});
