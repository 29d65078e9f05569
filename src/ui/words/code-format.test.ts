import { describe, expect, it } from 'vitest';
import { codeFormatterFaults, refuseSyntaxErrors, type CodeSyntaxFaults } from '../../core/shared/code-format';
import { registerFaultWords } from '../../core/shared/fault-words';
import { faultsOf, messageOf } from '../../core/shared/tool-error';
import { codeSyntaxWords } from './code-format';

const FAULTS = codeFormatterFaults(faultsOf<CodeSyntaxFaults>('x-formatter'));
registerFaultWords('x-formatter', codeSyntaxWords('Please enter X code to format', 'Invalid X syntax'));

describe("a formatter's fault words", () => {
  it("say the title, the parser's reason and where", async () => {
    const parseError = Object.assign(new SyntaxError('Unclosed block (3:5)\n> code frame'), {
      loc: { start: { line: 3, column: 5 } },
    });
    const error = await refuseSyntaxErrors(() => Promise.reject(parseError), FAULTS.invalid).catch(messageOf);
    expect(error).toBe('Invalid X syntax: Unclosed block at line 3, column 5');
    expect(messageOf(FAULTS.invalid({ reason: 'Unbalanced parenthesis' }))).toBe(
      'Invalid X syntax: Unbalanced parenthesis',
    );
  });

  it('say the blank message alone', () => {
    expect(FAULTS.empty()).toMatchObject({ title: 'Please enter X code to format', description: undefined });
  });

  it("say where a media query's url( is left open", () => {
    expect(messageOf(FAULTS.mediaUrlLeftOpen({ line: 2, column: 7 }))).toBe(
      "Invalid X syntax: Unclosed bracket in a media query's url( at line 2, column 7",
    );
  });
});
