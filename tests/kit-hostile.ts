/**
 * Hostile input on the page, for every kit tool in tests/kit-examples.spec.ts: the hostile corpus's page
 * inputs (tags and brackets nested 30,000 deep, lone surrogates and NUL bytes, 1 MB of one character on one line) pasted
 * into the tool's input and its main action run on each. An input the tool runs on the page (`runsOnPage`) is tried
 * on every tool, since the tool's own code then runs on the main thread; one it sends to its worker only on the first
 * tool of each page shape (tests/kit.ts), since the page then runs only the kit's code, the same for every tool of
 * that shape. Each one ends in a result or a message (beside the field, a toast, the validity line, a note in the
 * output), never an uncaught error (the fixture fails on one) and never a main-thread task over 200 ms of CPU. The
 * core's side (every action on the whole corpus, a ToolError or a result) is src/ui/kit/hostile.test.ts.
 */
import type { Page } from '@playwright/test';
import { HOSTILE_CORPUS, type HostileInput } from '../src/core/shared/hostile-corpus';
import { inputTextFor, runsOnPage, textFor } from '../src/ui/kit/declaration';
import { FIELD_MAX_CHARS } from '../src/ui/kit/KitInput';
import { editorLength } from './editor';
import { expect, test } from './fixtures';
import { kitField as field, type AnyDeclaration } from './kit';
import { longestTaskBetween, watchLongTasks } from './long-tasks';
import { dismissToast, toast } from './toasts';

/** The most CPU one main-thread task may take on hostile input: the bound, twice RAIL's response budget. */
const HOSTILE_TASK_LIMIT_MS = 200;

const now = (page: Page) => page.evaluate(() => performance.now());

/** Puts the text on the page's clipboard stand-in, so that carrying it over from the test is not timed. */
const prepareClipboard = (page: Page, text: string) =>
  page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    (window as unknown as { hostilePaste: DataTransfer }).hostilePaste = data;
  }, text);

/**
 * Pastes the prepared text into the tool's input as a person does (Ctrl+A, then a paste event); a short text goes in a
 * one-line field by typing's `fill` (a long one opens the editor in the field's place, src/ui/kit/KitInput.tsx).
 */
async function enter(page: Page, declaration: AnyDeclaration, text: string) {
  const input = field(page, inputTextFor(declaration.input.label, declaration.defaults, declaration.actions[0].id));
  if (declaration.input.kind === 'field' && text.length <= FIELD_MAX_CHARS) {
    await input.fill(text);
    return input;
  }
  await input.focus();
  await input.press('ControlOrMeta+A');
  await input.evaluate((element) => {
    const clipboardData = (window as unknown as { hostilePaste: DataTransfer }).hostilePaste;
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  });
  await expect.poll(() => editorLength(input)).toBe(text.replace(/\r\n?/g, '\n').length);
  return input;
}

/** What the page shows for the run, in words: the output's length, the message beside the field, a toast, a verdict. */
async function outcome(page: Page, declaration: AnyDeclaration): Promise<string> {
  const outputs = declaration.actions[0].outputs.map((output) =>
    field(page, textFor(output.label, declaration.defaults)),
  );
  for (const output of outputs) if ((await output.count()) && (await editorLength(output))) return 'a result';
  // A rendered output (`view: 'html'`) drawn, or its note saying it is too long (below).
  const rendered = page.getByTestId('rendered-html');
  if ((await rendered.count()) && (await rendered.evaluate((box) => box.childNodes.length > 0)))
    return 'a rendered result';
  if (await page.locator('[data-testid="structured-result"] [data-block]').count()) return 'a structured result';
  if (await page.getByTestId('output-note').count()) return 'a note in the output';
  // A result that opens on every choice at once (the text case converter): its answers, or why it has none.
  if (await page.getByTestId('all-choices').count()) return 'every choice';
  if (await page.getByTestId('all-choices-note').count()) return 'a note in the All view';
  if (await page.locator('main [aria-invalid="true"]').count()) return 'a message beside the field';
  if (await toast(page).count()) return `a toast: ${await toast(page).first().textContent()}`;
  const validity = page.getByTestId('validity');
  if ((await validity.count()) && (await validity.textContent())?.trim()) return 'a verdict';
  return '';
}

/** Presses Clear (when there is something to clear) and dismisses any toast. */
export async function clearTool(page: Page) {
  const clear = page.getByRole('button', { name: 'Clear', exact: true });
  if (await clear.isEnabled()) await clear.click();
  if (await toast(page).count()) await dismissToast(page);
}

/**
 * Clears the tool, enters the input, runs the main action and waits for a result or a message; returns the window
 * (page clock) from the paste to the outcome, whose tasks count.
 */
async function runOn(page: Page, declaration: AnyDeclaration, input: HostileInput) {
  await clearTool(page);
  await prepareClipboard(page, input.text);
  const from = await now(page);
  const editor = await enter(page, declaration, input.text);
  await editor.press('Control+Enter');
  await expect
    .poll(() => outcome(page, declaration), { message: `${input.name}: a result or a message`, timeout: 30_000 })
    .not.toBe('');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  return { from, to: await now(page) };
}

/**
 * Runs the tool's main action on the corpus's page inputs (those it sends to its worker only when `withWorkerInputs`),
 * and checks the outcome and the CPU it took.
 */
export async function checkHostileInput(
  page: Page,
  id: string,
  declaration: AnyDeclaration,
  withWorkerInputs: boolean,
) {
  const inputs = HOSTILE_CORPUS.filter(
    (candidate) =>
      candidate.onPage && (withWorkerInputs || runsOnPage(declaration, candidate.text, declaration.defaults)),
  );
  if (inputs.length === 0) return;
  await watchLongTasks(page);
  const windows: { name: string; from: number; to: number }[] = [];
  for (const input of inputs)
    await test.step(`hostile: ${input.name}`, async () => {
      windows.push({ name: input.name, ...(await runOn(page, declaration, input)) });
    });
  // CPU time is the bound: these run beside other tests, where a short task's wall time stretches while it waits
  // for a core (the quiet-machine wall-time checks are the @timing tests').
  const slow: string[] = [];
  for (const { name, ...window } of windows) {
    const { longest, details } = await longestTaskBetween(page, window, { freezeLimit: Infinity });
    if (longest >= HOSTILE_TASK_LIMIT_MS) slow.push(`${name}: ${Math.round(longest)} ms of CPU (${details})`);
  }
  expect(slow, `${id}: tasks over ${HOSTILE_TASK_LIMIT_MS} ms of CPU`).toEqual([]);
}
