/** What the generated kit tests share: the declarations' type, a labelled field, and the tools grouped per page load. */
import { readdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { alignedText, type Structured } from '../src/core/shared/structured';
import { type Tool } from '../src/core/site/catalogue';
import { TOOLS } from './catalogue';
import { KIT_TOOLS } from './kit-tools';

export type AnyDeclaration = (typeof KIT_TOOLS)[string];

/** An input or output of a kit tool, by its exact label. */
export const kitField = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** A structured output (`view: 'structured'`, see StructuredResult), by its label. */
export const structuredField = (page: Page, label: string) =>
  page.getByTestId('structured-result').and(page.getByRole('region', { name: label, exact: true }));

/** The value a structured output's row shows, by the row's exact label. */
export const structuredValue = (result: Locator, label: string) =>
  result
    .locator('[data-row]')
    .filter({ has: result.page().getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition')
    .first();

/**
 * What a structured output shows, read from its rows and cells, as aligned text: what an example expects of it (the
 * same pure function makes Copy all's text).
 */
export const structuredText = async (result: Locator): Promise<string> =>
  alignedText(
    await result.evaluate((section): Structured => {
      const texts = (block: Element, selector: string) =>
        [...block.querySelectorAll(selector)].map((cell) => cell.textContent ?? '');
      const heading = (block: Element) => block.querySelector('h3')?.textContent ?? undefined;
      return [...section.querySelectorAll('[data-block]')].map((block) => {
        const kind = block.getAttribute('data-block');
        if (kind === 'note') return { kind: 'note', text: block.textContent ?? '' };
        if (kind === 'rows') {
          const rows = [...block.querySelectorAll('[data-row]')].map((row) => ({
            label: row.querySelector('dt')?.textContent ?? '',
            value: row.querySelector('dd')?.textContent ?? '',
          }));
          return { kind: 'rows', heading: heading(block), rows };
        }
        const columns = texts(block, 'thead th').slice(0, -1);
        const rows = [...block.querySelectorAll('tbody tr')].map((row) => texts(row, 'td').slice(0, -1));
        return { kind: 'table', heading: heading(block), columns, rows };
      });
    }),
  );

/**
 * Every kit tool (each an available tool of the catalogue, src/ui/kit/kit-tools.test.ts), in groups of `perTest`: a
 * test loads the page once and opens its tools inside it, as their links do, since a page load costs more than a
 * tool's checks and the catalogue grows by dozens of kit tools.
 */
export function kitToolGroups(perTest: number): Tool[][] {
  const kitTools = TOOLS.filter((tool) => tool.id in KIT_TOOLS);
  return Array.from({ length: Math.ceil(kitTools.length / perTest) }, (_, i) =>
    kitTools.slice(i * perTest, (i + 1) * perTest),
  );
}

/**
 * What the page does with a result in the worker, which is the kit's own code and not the tool's: the kind of input
 * (a one-line field or an editor), the views of the first action's outputs, a validity verdict, an "All" view.
 */
const pageShape = (declaration: AnyDeclaration) =>
  [
    declaration.input.kind ?? 'editor',
    declaration.actions[0].outputs.map((output) => output.view ?? 'text').join(','),
    declaration.actions[0].valid ? 'verdict' : '',
    declaration.all ? 'all' : '',
  ].join('|');

/** The first kit tool of each page shape: the ones whose page is tested on hostile input that runs in the worker. */
export const kitShapeRepresentatives = (): Set<string> => {
  const seen = new Map<string, string>();
  for (const tool of TOOLS) {
    if (!(tool.id in KIT_TOOLS)) continue;
    const shape = pageShape(KIT_TOOLS[tool.id]);
    if (!seen.has(shape)) seen.set(shape, tool.id);
  }
  return new Set(seen.values());
};

/**
 * The kit tools that show parts of their own beside the kit's screen (a component next to the tool's index.tsx, such
 * as the colour converter's picker): their colours are their own, not the kit's.
 */
export const kitToolsWithOwnParts = (): Set<string> =>
  new Set(
    Object.keys(KIT_TOOLS).filter((id) =>
      readdirSync(new URL(`../src/tools/${id}/`, import.meta.url)).some(
        (name) => name.endsWith('.tsx') && name !== 'index.tsx' && !name.includes('.test.'),
      ),
    ),
  );
