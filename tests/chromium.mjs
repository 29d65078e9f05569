/**
 * The one Chromium the browser tests and the bench drive: Debian's headless shell, never a downloaded build
 * (override with CHROMIUM_PATH), started with the flags this machine's closed network needs. The shell is the
 * same engine as Debian's chromium without the desktop browser around it: a page load costs it half the time
 * and CPU, which on two cores is most of the browser tests' run.
 */
import { accessSync, constants } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Nothing leaves the machine: every request but loopback (which Chromium never proxies) goes to a closed port.
    '--proxy-server=127.0.0.1:9',
    // The hardware tests' camera and microphone: Chromium's fake devices (a test pattern and a beep), granted
    // without a prompt. Nothing real is ever opened.
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
};

/** Without Chromium, stop here with one line that says how to get it (instead of Playwright's long error). */
export function requireChromium(path = CHROMIUM_PATH) {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    console.error(
      `Browser tests need Chromium's headless shell, not found at ${path}: install it with \`sudo apt-get install -y chromium-headless-shell\`, or set CHROMIUM_PATH to a Chromium binary.`,
    );
    process.exit(1);
  }
}
