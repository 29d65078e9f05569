import { expectEditorValue, pasteInto } from '../../../tests/editor';
import { expect, test } from '../../../tests/fixtures';
import { kitField } from '../../../tests/kit';

// Results, errors, the Python oracle and the scan of mathjs for eval / new Function are in
// src/tools/math-evaluator/core's unit tests; the examples in tests/kit-examples.spec.ts.
test('Calculator: mathjs runs in its worker under the CSP (no unsafe-eval), a typed unit sum, and factorial(1e7) stopped at the time limit', async ({
  page,
}) => {
  await page.goto('/tools/math-evaluator');
  const input = kitField(page, 'Expressions');
  const results = kitField(page, 'Results by line');
  await pasteInto(input, 'd = 5 cm + 2 inch to mm\nd * 2\n0.1 + 0.2');
  await expectEditorValue(results, '100.8 mm\n201.6 mm\n0.3', 15_000);

  // The fixture fails the test on any CSP violation: mathjs's compiler built closures, not code from strings.
  await pasteInto(input, 'factorial(1e7)');
  await expect(
    page.getByText(/It took longer than 2 s \(a huge factorial, power or matrix\?\) and was stopped/),
  ).toBeVisible({
    timeout: 15_000,
  });
  // A fresh worker takes the next run.
  await pasteInto(input, 'det([1, 2; 3, 4])');
  await expectEditorValue(results, '-2', 30_000);
});
