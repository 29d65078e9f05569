import { expect, test } from '../../../tests/fixtures';

/** A BatteryManager stand-in the test drives: an EventTarget with the four values, kept on window. */
function fakeBattery() {
  class FakeBattery extends EventTarget {
    level = 0.42;
    charging = true;
    chargingTime = 4500;
    dischargingTime = Infinity;
  }
  const battery = new FakeBattery();
  (window as unknown as { battery: FakeBattery }).battery = battery;
  Object.defineProperty(Navigator.prototype, 'getBattery', {
    configurable: true,
    value: () => Promise.resolve(battery),
  });
}

test('Battery Info: level, charging and time to full update live; without the API a note says so', async ({
  page,
  context,
}) => {
  await page.addInitScript(fakeBattery);
  await page.goto('/tools/battery-info');
  await expect(page.getByLabel('Level', { exact: true })).toHaveText('42%');
  await expect(page.getByLabel('State')).toHaveText('Charging');
  await expect(page.getByLabel('Time to full')).toHaveText('1 h 15 min');
  await expect(page.getByRole('meter', { name: 'Battery level' })).toHaveAttribute('aria-valuenow', '42');

  await page.evaluate(() => {
    const battery = (window as unknown as { battery: EventTarget & Record<string, unknown> }).battery;
    Object.assign(battery, { level: 0.41, charging: false, dischargingTime: 8100 });
    battery.dispatchEvent(new Event('levelchange'));
  });
  await expect(page.getByLabel('Level', { exact: true })).toHaveText('41%');
  await expect(page.getByLabel('State')).toHaveText('Discharging');
  await expect(page.getByLabel('Time to empty')).toHaveText('2 h 15 min');

  // Firefox and Safari: no navigator.getBattery at all.
  const other = await context.newPage();
  await other.addInitScript(() => delete (Navigator.prototype as { getBattery?: unknown }).getBattery);
  await other.goto('/tools/battery-info');
  await expect(other.getByRole('status')).toContainText('This browser has no Battery Status API');
  await expect(other.getByLabel('Level', { exact: true })).toHaveCount(0);
});
