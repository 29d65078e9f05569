import { execFileSync } from 'node:child_process';
import QRCode from 'qrcode';
import { decodeShareState } from '../../core/site/share-link';
import { seriousViolationsInBothThemes } from '../../../tests/axe';
import { expect, test } from '../../../tests/fixtures';
import { chooseOption } from '../../../tests/select';
import { offers, pasteArea } from '../../../tests/smart-paste';
import { expectToast } from '../../../tests/toasts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

// Codes against oathtool and the RFC vectors, URI reading and writing, and hostile input are unit tests in
// src/tools/otp-generator/core/otp.test.ts; this is the page: the countdown, the secret kept out of links, reading
// a URI and a QR image, and verification.
const SECRET = 'JBSWY3DPEHPK3PXP';
const START = Date.UTC(2026, 0, 1, 0, 0, 10);

/** oathtool's code at `ms` (TOTP) for these options. */
const oathtool = (ms: number, ...options: string[]) =>
  execFileSync(
    'oathtool',
    [
      ...options,
      '--now',
      new Date(ms)
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, ' UTC'),
      '-b',
      SECRET,
    ],
    { encoding: 'utf8' },
  ).trim();

test('shows the codes oathtool gives with a countdown, keeps the secret out of a link, reads URIs and QR images, verifies', async ({
  page,
}) => {
  // The clock runs from the step's start and stops at START, 20 s before the step ends (the load takes less than 10 s).
  await page.clock.install({ time: START - 10_000 });
  await page.goto('/tools/otp-generator');
  await page.clock.pauseAt(START);
  const secret = page.getByLabel('Secret (Base32)', { exact: true });
  const current = page.getByRole('status', { name: 'Current code' });

  await test.step('a wrong character is named with its position; spaces and lower case are fine', async () => {
    await secret.fill('jbsw y3d1');
    await expect(page.getByText('"1" at position 9 is not Base32')).toBeVisible();
    await expect(page.getByText(/did you mean the letter I/)).toBeVisible();
    await secret.fill('jbsw y3dp ehpk 3pxp');
    await expect(secret).toHaveAttribute('type', 'password');
  });

  await test.step('the current, previous and next codes are oathtool’s, and the countdown runs', async () => {
    await expect(current).toHaveText(oathtool(START, '--totp'));
    await expect(page.getByRole('status', { name: 'Previous code' })).toHaveText(oathtool(START - 30_000, '--totp'));
    await expect(page.getByRole('status', { name: 'Next code' })).toHaveText(oathtool(START + 30_000, '--totp'));
    const timer = page.getByRole('timer', { name: 'Seconds left for this code' });
    await expect(timer).toHaveText('20 s');
    // Not a live region: a screen reader is not told every second.
    await expect(timer).not.toHaveAttribute('aria-live', /polite|assertive/);
    await page.clock.runFor(5_000);
    await expect(timer).toHaveText('15 s');
    await page.clock.runFor(16_000);
    await expect(current).toHaveText(oathtool(START + 30_000, '--totp'));
    await expect(timer).toHaveText(/^(29|30) s$/);
  });

  await test.step('8 digits, SHA-256 and 60 s give oathtool’s code too', async () => {
    // A select closes on timers and frames, which a paused clock holds: it runs while they are chosen, then stops
    // again at START + 40 s, still in the same 30 s and 60 s steps (both end at START + 50 s).
    await page.clock.resume();
    await chooseOption(page, 'Digits', '8 digits');
    await chooseOption(page, 'Algorithm', 'SHA-256');
    await chooseOption(page, 'Period', '60 seconds');
    await page.clock.pauseAt(START + 40_000);
    await expect(current).toHaveText(oathtool(START + 21_000, '--totp=sha256', '-d', '8', '-s', '60'));
  });

  await test.step('a code is verified within the window, saying which step matched', async () => {
    const now = START + 21_000;
    const earlier = oathtool(now - 60_000, '--totp=sha256', '-d', '8', '-s', '60');
    await page.getByLabel('Code to verify').fill(earlier);
    await expect(page.getByTestId('otp-verdict')).toHaveText('Valid: matches 1 step earlier (-60 s).');
    await page.getByRole('spinbutton', { name: 'Window (steps either side) value' }).fill('0');
    await expect(page.getByTestId('otp-verdict')).toHaveText('Not valid at the current step.');
    await page.getByLabel('Code to verify').fill('12');
    await expect(page.getByText('A code has 8 digits')).toBeVisible();
  });

  await test.step('the URI and its QR code are built; Copy link carries the settings, never the secret', async () => {
    await page.getByLabel('Issuer', { exact: true }).fill('ACME Co');
    await expect(page.getByTestId('otp-uri')).toHaveValue(
      `otpauth://totp/ACME%20Co:alice%40example.com?secret=${SECRET}&issuer=ACME%20Co&algorithm=SHA256&digits=8&period=60`,
    );
    await expect(page.getByRole('img', { name: /QR code of the otpauth/ })).toBeVisible();
    const copyLink = page.getByRole('button', { name: /^Copy link/ });
    await copyLink.click();
    await expect(copyLink).toHaveText('Copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const state = await decodeShareState(new URL(link).hash);
    expect(JSON.stringify(state)).not.toContain(SECRET);
    expect(JSON.stringify(state).toLowerCase()).not.toContain('jbsw');
    expect(state.options).toMatchObject({
      kind: 'totp',
      algorithm: 'SHA256',
      digits: '8',
      period: '60',
      issuer: 'ACME Co',
    });
  });

  await test.step('a malformed URI is refused with a clear message; an HOTP URI fills everything in', async () => {
    const uriField = page.getByLabel('otpauth:// URI to read', { exact: true });
    await uriField.fill('otpauth://totp/x?secret=JBSWY3DP&digits=7');
    await page.getByRole('button', { name: 'Read', exact: true }).click();
    await expect(page.getByText('digits=7 is not offered. Use 6 or 8 digits.')).toBeVisible();
    await uriField.fill(`otpauth://hotp/Bank:bob?secret=${SECRET}&counter=41&issuer=Bank`);
    await page.getByRole('button', { name: 'Read', exact: true }).click();
    await expectToast(page, 'URI read: secret and settings filled in');
    const expected = execFileSync('oathtool', ['--hotp', '-c', '41', '-b', SECRET], { encoding: 'utf8' }).trim();
    await expect(page.getByRole('status', { name: 'Code at counter 41' })).toHaveText(expected);
    await page.getByRole('button', { name: 'Next counter' }).click();
    await expect(page.getByLabel('Counter', { exact: true })).toHaveValue('42');
  });

  await test.step("Load Example gives RFC 4226's test vector, as the RFC prints it", async () => {
    await page.getByRole('button', { name: 'Load Example' }).click();
    await expect(page.getByLabel('Issuer', { exact: true })).toHaveValue('RFC 4226');
    await expect(page.getByRole('status', { name: 'Code at counter 1' })).toHaveText('287082');
  });

  await test.step('a QR image is read on the device (zxing from this site)', async () => {
    const uri = `otpauth://totp/Shop:carol?secret=${SECRET}&issuer=Shop&period=30&digits=6&algorithm=SHA1`;
    const png = await QRCode.toBuffer(uri, { width: 300 });
    await page.getByTestId('file-input').setInputFiles({ name: 'otp.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByLabel('Issuer', { exact: true })).toHaveValue('Shop');
    await expect(page.getByLabel('Account', { exact: true })).toHaveValue('carol');
    await expect(current).toHaveText(/^\d{6}$/);
  });

  await test.step('no serious accessibility violations with the codes on screen', async () => {
    await page.clock.resume(); // axe waits on timers
    // Copy link says 'Copied' for a moment (its name stays 'Copy link…'): axe runs once it is back.
    await expect(page.getByRole('button', { name: /^Copy link/ })).not.toHaveText('Copied');
    expect(await seriousViolationsInBothThemes(page, 'main')).toEqual([]);
  });
});

test('smart paste offers an otpauth:// URI to this tool, which opens with it read, and the secret stays out of the address', async ({
  page,
}) => {
  const uri = `otpauth://totp/Example:alice@example.com?secret=${SECRET}&issuer=Example&digits=8`;
  await page.goto('/');
  await pasteArea(page).fill(uri);
  await expect(offers(page).first()).toContainText('Looks like a 2FA otpauth:// URI (TOTP)');
  await offers(page).first().click();
  await expect(page).toHaveURL(/\/tools\/otp-generator$/);
  await expect(page.getByLabel('Issuer', { exact: true })).toHaveValue('Example');
  await expect(page.getByLabel('Digits', { exact: true })).toHaveText('8 digits');
  await expect(page.getByRole('status', { name: 'Current code' })).toHaveText(/^\d{8}$/);
  await page.getByRole('button', { name: 'Show secret (Base32)' }).click();
  await expect(page.getByLabel('Secret (Base32)', { exact: true })).toHaveValue('JBSW Y3DP EHPK 3PXP');
  expect(page.url()).not.toContain(SECRET);
});
