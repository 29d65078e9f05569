// A tool's cold first run, two builds side by side: each run opens a new browser context (empty cache, no service
// worker), loads the tool's page, then times its first job from the input to the result shown: the worker's start,
// the tool's worker code loading, and the job. Runs alternate between the builds; the median of each is reported.
//
//   npx vite build --outDir /tmp/dist-before   (on main)
//   npx vite build --outDir /tmp/dist-after    (on the branch)
//   node bench/cold-start.mjs /tmp/dist-before /tmp/dist-after [runs=9] [port=4653]
//
// Each build is served by `vite preview` on its own port (port and port + 1).
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../tests/chromium.mjs';

const [before, after, runsArg = '9', portArg = '4653'] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: node bench/cold-start.mjs <dist-before> <dist-after> [runs] [port]');
const RUNS = Number(runsArg);
const PORT = Number(portArg);

const JSON_INPUT = JSON.stringify([
  { id: 1, name: 'Ann', email: 'ann@example.com' },
  { id: 2, name: 'Bob' },
]);

/** Each tool's first job: `start` gives the input, `done` resolves when its result shows. */
const TOOLS = {
  'hash-generator': {
    start: (page) => page.getByLabel('Text to hash').fill('abc'),
    done: (page) =>
      page
        .locator('[data-testid=digest-md5]')
        .and(page.locator('[value="900150983cd24fb0d6963f7d28e17f72"]'))
        .waitFor(),
  },
  'regex-tester': {
    async start(page) {
      await page.getByRole('textbox', { name: 'Pattern', exact: true }).fill('\\w+@[\\w.]+');
      await page.getByRole('textbox', { name: 'Test text', exact: true }).click();
      await page.keyboard.insertText('Ann: ann@example.com');
    },
    done: (page) => page.locator('.cm-match').first().waitFor(),
  },
  'json-to-types': {
    async start(page) {
      await page.getByRole('textbox', { name: 'JSON input', exact: true }).click();
      await page.keyboard.insertText(JSON_INPUT);
    },
    done: (page) => page.getByText('email?: string;').first().waitFor({ timeout: 60_000 }),
  },
};

/** `vite preview` of `dir` on `port`, once it answers. */
async function serve(dir, port) {
  const server = spawn('node_modules/.bin/vite', ['preview', '--outDir', dir, '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
  });
  for (let tries = 0; tries < 300; tries++) {
    if (server.exitCode !== null) throw new Error(`vite preview exited with ${server.exitCode}`);
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`vite preview did not answer on port ${port}`);
}

async function firstRun(browser, origin, id) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/tools/${id}`, { waitUntil: 'networkidle' });
    const t0 = performance.now();
    await TOOLS[id].start(page);
    await TOOLS[id].done(page);
    return performance.now() - t0;
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const servers = [await serve(before, PORT), await serve(after, PORT + 1)];
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  const builds = { before: `http://127.0.0.1:${PORT}`, after: `http://127.0.0.1:${PORT + 1}` };
  console.log('tool             before ms  after ms  after/before');
  for (const id of Object.keys(TOOLS)) {
    const times = { before: [], after: [] };
    for (let i = 0; i < RUNS; i++) {
      // Alternate which build goes first, so neither always runs on a warmer machine.
      const order = i % 2 ? ['after', 'before'] : ['before', 'after'];
      for (const build of order) times[build].push(await firstRun(browser, builds[build], id));
    }
    const [b, a] = [median(times.before), median(times.after)];
    console.log(`${id.padEnd(16)} ${b.toFixed(0).padStart(9)} ${a.toFixed(0).padStart(9)}  ${(a / b).toFixed(2)}`);
  }
} finally {
  await browser.close();
  for (const server of servers) server.kill();
}
