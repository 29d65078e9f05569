import { expect, test } from '../../../tests/fixtures';

test('Webcam Test: asks only on Start, shows the fake camera’s 640×480 in use, and Stop ends the track', async ({
  page,
}) => {
  // Count camera requests from the page's first script on, to prove nothing is asked for before the click.
  await page.addInitScript(() => {
    const media = navigator.mediaDevices;
    const open = media.getUserMedia.bind(media);
    let asked = 0;
    media.getUserMedia = (constraints) => {
      asked++;
      return open(constraints);
    };
    Object.defineProperty(window, 'cameraRequests', { get: () => asked });
  });
  await page.goto('/tools/webcam-test');
  const preview = page.getByLabel('Camera preview');
  await expect(page.getByText('The camera is off.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cameraRequests: number }).cameraRequests)).toBe(0);
  expect(await preview.evaluate((v: HTMLVideoElement) => v.srcObject)).toBeNull();

  await page.getByRole('button', { name: 'Start camera' }).click();
  const settings = page.getByRole('definition');
  await expect(settings.and(page.getByLabel('Width'))).toHaveText('640 px');
  await expect(settings.and(page.getByLabel('Height'))).toHaveText('480 px');
  await expect(settings.and(page.getByLabel('Measured frame rate'))).toHaveText(/^\d+(\.\d)? fps$/);
  await expect(settings.and(page.getByLabel('Device'))).not.toHaveText('Not reported');

  // The resolution list is what the camera's capabilities allow; mirror flips the preview.
  await page.getByRole('button', { name: 'Resolution' }).click();
  await expect(page.getByRole('option', { name: '640×480' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('switch', { name: 'Mirror' }).click();
  await expect(preview).toHaveClass(/-scale-x-100/);

  const stream = await preview.evaluateHandle((v: HTMLVideoElement) => v.srcObject as MediaStream);
  expect(await stream.evaluate((s) => s.getTracks().map((t) => t.readyState))).toEqual(['live']);
  await page.getByRole('button', { name: 'Stop' }).click();
  expect(await stream.evaluate((s) => s.getTracks().map((t) => t.readyState))).toEqual(['ended']);
  await expect(page.getByText('The camera is off.')).toBeVisible();
});
