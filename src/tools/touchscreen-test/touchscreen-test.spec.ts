import { expect, test } from '../../../tests/fixtures';

test.use({ hasTouch: true });

test('Touchscreen Test: three touches at once are counted, and a swipe fills grid cells', async ({ page }) => {
  await page.goto('/tools/touchscreen-test');
  const surface = page.getByLabel(/^Touch test surface/);
  const box = (await surface.boundingBox())!;
  const at = (dx: number, dy: number) => ({ x: box.x + dx, y: box.y + dy, radiusX: 5, radiusY: 5, force: 0.5 });
  await expect(page.getByLabel('Device reports')).not.toHaveText('—');
  await expect(page.getByLabel('Most touches at once')).toHaveText('0');

  const cdp = await page.context().newCDPSession(page);
  const touch = (
    type: 'touchStart' | 'touchMove' | 'touchEnd',
    touchPoints: { x: number; y: number; id: number; radiusX: number; radiusY: number; force: number }[],
  ) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints });
  const three = [
    { ...at(60, 60), id: 1 },
    { ...at(200, 60), id: 2 },
    { ...at(340, 60), id: 3 },
  ];
  await touch('touchStart', three.slice(0, 1));
  await touch('touchStart', three.slice(0, 2));
  await touch('touchStart', three);
  await expect(page.getByLabel('Most touches at once')).toHaveText('3');
  await expect(page.getByText(/^Touches now: /)).toContainText('(5.0 × 5.0 px, pressure 0.50)');
  await touch('touchEnd', []);
  await expect(page.getByText(/^Touches now: /)).toHaveText('Touches now: None');

  // One swipe across the surface, sampled sparsely: every cell under the path fills, not only the samples.
  const coverage = page.getByLabel('Grid covered');
  await touch('touchStart', [{ ...at(10, box.height / 2), id: 4 }]);
  for (const x of [box.width / 3, (2 * box.width) / 3, box.width - 10])
    await touch('touchMove', [{ ...at(x, box.height / 2), id: 4 }]);
  await touch('touchEnd', []);
  const columns = Math.min(40, Math.max(4, Math.round(box.width / 48)));
  await expect(coverage).toContainText(`· ${columns + 3} of `); // the three touches, and one row
  await expect(coverage).not.toHaveText(/^0%/);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(coverage).toContainText('0%');
  await expect(page.getByLabel('Most touches at once')).toHaveText('0');
});
