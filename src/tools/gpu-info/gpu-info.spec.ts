import { readClipboard } from '../../../tests/codec-helpers';
import { expect, test } from '../../../tests/fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('GPU Info: the WebGL renderer, WebGL2 limits and extensions, the WebGPU note, and copy as JSON', async ({
  page,
}) => {
  await page.goto('/tools/gpu-info');
  const renderer = await page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl')!;
    return gl.getParameter(gl.getExtension('WEBGL_debug_renderer_info')!.UNMASKED_RENDERER_WEBGL) as string;
  });
  expect(renderer).toContain('SwiftShader');
  await expect(page.getByLabel('Unmasked renderer')).toHaveText(renderer);
  await expect(page.getByLabel('Version')).toHaveText(/^WebGL 1\.0/);
  await expect(page.getByLabel('Max viewport dimensions')).toHaveText(/^\d+ × \d+$/);

  await page.getByRole('tab', { name: 'WebGL2' }).click();
  await expect(page.getByLabel('Version')).toHaveText(/^WebGL 2\.0/);
  await expect(page.getByLabel('Max 3D texture size')).toHaveText(/^\d+$/);
  await expect(page.getByRole('heading', { name: /^Extensions \(\d+\)$/ })).toBeVisible();

  // Headless Chromium here gives no WebGPU adapter (or no navigator.gpu): the tab says so plainly.
  await page.getByRole('tab', { name: 'WebGPU' }).click();
  await expect(page.getByRole('tabpanel')).toHaveText(/^(WebGPU is not available|This browser has WebGPU, but)/);

  await page.getByRole('button', { name: 'Copy as JSON' }).click();
  await expect.poll(() => readClipboard(page)).toContain('"WebGL2"');
  const copied = JSON.parse(await readClipboard(page)) as Record<string, Record<string, unknown> | string>;
  expect((copied.WebGL as Record<string, unknown>)['Unmasked renderer']).toBe(renderer);
  expect(typeof copied.WebGPU).toBe('string');
});
