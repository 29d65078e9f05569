import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

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
export async function seriousViolations(page: Page, rules?: string[], within = 'html'): Promise<string[]> {
  // Once per page load: the script is half a megabyte.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ only, within }) => {
      const axe = (
        window as unknown as { axe: { run: (ctx: Element, opts: object) => Promise<{ violations: AxeViolation[] }> } }
      ).axe;
      const result = await axe.run(document.querySelector(within)!, {
        resultTypes: ['violations'],
        ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
      });
      return result.violations;
    },
    { only: rules, within },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** The rules whose outcome depends on colours: all a theme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe in the colour scheme the page shows, then switches the OS scheme (the site follows it while the theme
 * is System) and runs its colour rules again: both themes on one page load. Lists each problem with the theme it
 * was seen in. `within` narrows the check to a part of the page (a tool's `main`: the frame around it is checked with
 * the site's pages, and a sweep over dozens of tools need not check it again each time).
 */
export async function seriousViolationsInBothThemes(page: Page, within = 'html'): Promise<string[]> {
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  const found: string[] = [];
  let rules: string[] | undefined;
  for (const scheme of dark ? (['dark', 'light'] as const) : (['light', 'dark'] as const)) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction(
      (wantDark) =>
        document.documentElement.classList.contains('dark') === wantDark &&
        // Colours fade between themes: wait until no transition is running, so axe sees the final colours.
        document.getAnimations().every((a) => !(a instanceof CSSTransition && a.playState === 'running')),
      scheme === 'dark',
    );
    found.push(...(await seriousViolations(page, rules, within)).map((v) => `${scheme}: ${v}`));
    rules = COLOUR_RULES;
  }
  return found;
}
