import { expect, test } from '../../../tests/fixtures';

test('Mouse Tester: every button counted, wheel steps by direction, no context menu or navigation in the area only', async ({
  page,
}) => {
  await page.goto('/tools/mouse-tester');
  const url = page.url();
  // The last contextmenu event's defaultPrevented, read after the page's own handlers ran.
  await page.evaluate(() => {
    window.addEventListener('contextmenu', (e) => {
      (window as unknown as { menuPrevented: boolean }).menuPrevented = e.defaultPrevented;
    });
  });
  const menuPrevented = () => page.evaluate(() => (window as unknown as { menuPrevented: boolean }).menuPrevented);
  const area = page.getByRole('button', { name: 'Mouse test area' });
  const box = (await area.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;

  await page.mouse.click(x, y);
  await page.mouse.click(x, y, { button: 'middle' });
  await page.mouse.click(x, y, { button: 'right' });
  expect(await menuPrevented()).toBe(true);
  // Back and forward are not in Playwright's mouse: the DevTools protocol presses them.
  const cdp = await page.context().newCDPSession(page);
  for (const button of ['back', 'forward', 'back'] as const) {
    for (const type of ['mousePressed', 'mouseReleased'] as const) {
      await cdp.send('Input.dispatchMouseEvent', { type, x, y, button, clickCount: 1 });
    }
  }
  for (const [name, count] of [
    ['Left', '1'],
    ['Middle', '1'],
    ['Right', '1'],
    ['Back', '2'],
    ['Forward', '1'],
  ]) {
    await expect(page.getByLabel(`${name} button presses`)).toHaveText(count);
  }
  expect(page.url()).toBe(url);

  await page.mouse.wheel(0, 100);
  await page.mouse.wheel(0, 100);
  await page.mouse.wheel(-100, 0);
  await expect(page.getByLabel('Wheel down steps')).toHaveText('2');
  await expect(page.getByLabel('Wheel left steps')).toHaveText('1');
  await expect(page.getByLabel('Wheel up steps')).toHaveText('0');
  await expect(page.getByLabel('deltaMode')).toHaveText('0 (pixels)');

  const heading = (await page.getByRole('heading', { level: 1, name: 'Mouse Tester' }).boundingBox())!;
  await page.mouse.click(heading.x + 10, heading.y + 10, { button: 'right' });
  expect(await menuPrevented()).toBe(false);
});
