import { describe, expect, it } from 'vitest';
import { HOSTILE_CORPUS } from '../../core/shared/hostile-corpus';
import { MESSAGE_LIMIT, ToolError } from '../../core/shared/tool-error';
import { runCore } from './declaration';
import { KIT_TOOLS } from '../../../tests/kit-tools';

/**
 * Every action of every kit tool, on the hostile corpus, in its core (what the worker runs): a result, or the tool's
 * own message (a ToolError, which the page shows beside the field); never a RangeError, a TypeError or a URIError
 * escaping as "Something went wrong". The page's side (no long task, a message on screen) is tests/kit-hostile.ts (run by tests/kit-examples.spec.ts).
 */
describe.each(Object.entries(KIT_TOOLS))('%s on hostile input', (_id, declaration) => {
  const cases = declaration.actions.flatMap((action) =>
    HOSTILE_CORPUS.map((input) => [action.id, input.name, input.text] as const),
  );
  it.each(cases)('%s: %s', { timeout: 30_000 }, async (action, _name, text) => {
    const outcome = await runCore(declaration, action, text, declaration.defaults).then(
      (result) => result,
      (error: unknown) => error,
    );
    if (outcome instanceof Error) {
      expect(outcome, `${outcome.name}: ${outcome.message.slice(0, 200)}`).toBeInstanceOf(ToolError);
      if (!(outcome instanceof ToolError)) return;
      expect(outcome.message.length).toBeGreaterThan(0);
      // The message names the fault; it never carries the input back (a megabyte of it froze the page).
      expect(outcome.message.length).toBeLessThanOrEqual(outcome.title.length + 2 + MESSAGE_LIMIT);
    } else expect(outcome).toHaveProperty('outputs');
  });
});
