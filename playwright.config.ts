import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS, requireChromium } from './tests/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4174);
/** Tests that time the page's main thread carry this tag (`test(title, { tag: TIMING }, ...)`). */
const TIMING = /@timing/;

requireChromium();

export default defineConfig({
  // A tool's browser test sits in its folder (src/tools/<id>/<id>.spec.ts); the site's own are in tests/.
  testDir: '.',
  testMatch: ['tests/**/*.spec.ts', 'src/tools/**/*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  // A test is a flow of steps on one page load (a tool's special case, a site behaviour), not one check.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    // Recording a trace (a DOM snapshot at every step) took 60% of the CPU of a test, and CPU is what a two-core CI
    // run waits for: a failure is traced on its retry (CI retries once; locally pass `--trace on`).
    trace: 'on-first-retry',
    // The service worker precaches the whole site (about 12 MB) on a first visit: only tests/offline.spec.ts,
    // which is about it, lets it register; elsewhere it would only load the machine and race the timing tests.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', grepInvert: TIMING },
    // Main-thread timing (no task over 100 ms, tests/long-tasks.ts) needs a quiet machine: these run alone, one at a time (one worker:
    // two timing files side by side on two cores each slowed the other past its limit), once every other test is
    // done. A third attempt in CI absorbs a noisy neighbour; a real regression fails all three.
    // (Run just them with --project responsiveness --no-deps.)
    {
      name: 'responsiveness',
      grep: TIMING,
      dependencies: ['chromium'],
      fullyParallel: false,
      workers: 1,
      retries: process.env.CI ? 2 : 0,
    },
  ],
  webServer: {
    // npm test builds beside ESLint (scripts/check.sh --build) and sets E2E_BUILT: the build is not made twice.
    command: `${process.env.E2E_BUILT ? '' : 'npx vite build --logLevel warn && '}npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
