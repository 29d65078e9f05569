import { accessSync, constants } from 'node:fs';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4174);

/** Debian's Chromium, never a downloaded browser; override with CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Without Chromium, stop here with one line that says how to get it (instead of Playwright's long error). */
function requireChromium(path: string): void {
  try {
    accessSync(path, constants.X_OK);
  } catch {
    console.error(
      `Browser tests need Chromium, not found at ${path}: install it with \`sudo apt-get install -y chromium\`, or set CHROMIUM_PATH to a Chromium binary.`,
    );
    process.exit(1);
  }
}
requireChromium(CHROMIUM_PATH);

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: '**/responsiveness.spec.ts' },
    // Main-thread timing (no task over 50 ms) needs a quiet machine: these run alone, one at a time,
    // once every other test is done. (Run just them with --project responsiveness --no-deps.)
    {
      name: 'responsiveness',
      testMatch: '**/responsiveness.spec.ts',
      dependencies: ['chromium'],
      fullyParallel: false,
    },
  ],
  webServer: {
    command: `npx vite build --logLevel warn && npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
