import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { TOOLS } from '../src/core/site/catalogue';
import { expect, test } from './fixtures';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core in the page (evaluated from node_modules, so nothing is fetched; an inline <script>
 * would be refused by the Content-Security-Policy) and lists serious problems.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const pages = ['/', '/popular', '/new', '/coming-soon', '/about', '/settings', '/support', '/no-such-page'];
const tools = TOOLS.filter((t) => !t.comingSoon).map((t) => t.url);

test.describe('accessibility (axe-core, serious and critical rules)', () => {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`${theme} theme`, () => {
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      });

      test('site pages have no serious violations', async ({ page }) => {
        test.setTimeout(60_000);
        for (const path of pages) {
          await page.goto(path);
          expect(await seriousViolations(page), path).toEqual([]);
        }
      });

      test('every available tool page has no serious violations', async ({ page }) => {
        test.setTimeout(120_000);
        for (const path of tools) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(await seriousViolations(page), path).toEqual([]);
        }
      });
    });
  }
});
