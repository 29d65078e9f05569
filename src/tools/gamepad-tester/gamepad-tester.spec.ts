import { expect, test } from '../../../tests/fixtures';

/** A standard pad the test drives through window.pad; navigator.getGamepads returns it once it is connected. */
function fakeGamepad() {
  const button = () => ({ pressed: false, touched: false, value: 0 });
  const pad = {
    index: 0,
    id: 'Test Pad (STANDARD GAMEPAD Vendor: 045e Product: 02ea)',
    mapping: 'standard',
    connected: true,
    timestamp: performance.now(),
    buttons: Array.from({ length: 17 }, button),
    axes: [0, 0, 0, 0],
    vibrationActuator: null,
  };
  const w = window as unknown as { pad: typeof pad; padConnected: boolean };
  w.pad = pad;
  w.padConnected = false;
  Object.defineProperty(Navigator.prototype, 'getGamepads', {
    configurable: true,
    value: () => [w.padConnected ? w.pad : null, null, null, null],
  });
}

test('Gamepad Tester: waits for a press, then shows the id, button A at 1.00 and a drifting stick', async ({
  page,
}) => {
  await page.addInitScript(fakeGamepad);
  await page.goto('/tools/gamepad-tester');
  await expect(page.getByRole('status')).toContainText('Press any button on your controller');

  await page.evaluate(() => {
    const w = window as unknown as { pad: { timestamp: number; buttons: object[] }; padConnected: boolean };
    w.padConnected = true;
    w.pad.buttons[0] = { pressed: true, touched: true, value: 1 };
    w.pad.timestamp = performance.now();
    const event = new Event('gamepadconnected');
    Object.defineProperty(event, 'gamepad', { value: w.pad });
    window.dispatchEvent(event);
  });
  await expect(page.getByLabel('ID')).toHaveText('Test Pad (STANDARD GAMEPAD Vendor: 045e Product: 02ea)');
  await expect(page.getByLabel('Mapping')).toHaveText('standard');
  await expect(page.getByLabel('A', { exact: true })).toHaveText('1.00');
  await expect(page.getByLabel('B', { exact: true })).toHaveText('0.00');
  await expect(page.getByText('Press any button on your controller')).toHaveCount(0);

  // The left stick rests off-centre at (0.1, 0.05): 0.11 from the centre, beyond the 0.10 deadzone.
  await page.evaluate(() => {
    const w = window as unknown as { pad: { timestamp: number; axes: number[] } };
    w.pad.axes = [0.1, 0.05, 0, 0];
    w.pad.timestamp = performance.now();
  });
  const left = page.getByRole('region', { name: 'Left stick' });
  await expect(left.getByLabel('Position')).toHaveText('x 0.10, y 0.05');
  await expect(left.getByLabel('After deadzone')).toHaveText('x 0.01, y 0.01');
  await expect(left.getByLabel('Drift')).toHaveText('0.11 at rest, beyond the deadzone');
  await expect(page.getByRole('region', { name: 'Right stick' }).getByLabel('Drift')).toHaveText(/^None: centred/);
  await expect(page.getByText('This controller or browser does not support vibration.')).toBeVisible();

  // A wider deadzone hides the drift.
  await page.getByRole('spinbutton', { name: 'Deadzone value' }).fill('0.2');
  await expect(left.getByLabel('Drift')).toHaveText('0.11 at rest, inside the deadzone');
  await expect(left.getByLabel('After deadzone')).toHaveText('x 0.00, y 0.00');
});
