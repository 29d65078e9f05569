import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('playwright.config.ts', () => {
  it('stops the browser tests with one line saying how to install Chromium’s headless shell when it is missing', () => {
    const run = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '--list'], {
      cwd: root,
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium', CI: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      "Browser tests need Chromium's headless shell, not found at /nonexistent/chromium: install it with `sudo apt-get install -y chromium-headless-shell`, or set CHROMIUM_PATH to a Chromium binary.",
    ]);
    expect(run.stdout).not.toContain('csp.spec.ts');
  });
});
