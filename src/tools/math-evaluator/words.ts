/** Every visible string of the calculator's core and of its time limit. */
export const MATH_MESSAGES = {
  errorTitle: 'Cannot calculate',
  lineError: (line: number, reason: string) => `Line ${line}: ${reason}`,
  tooDeep: 'The expression is nested too deeply to read.',
  tooLong: (limit: number) => `The input is longer than ${limit.toLocaleString('en-US')} characters.`,
  disabled: (name: string) => `${name} is not available here (it would change the calculator for every line).`,
  tooSlowTitle: 'Calculation stopped',
  tooSlow: (seconds: number) =>
    `It took longer than ${seconds} s (a huge factorial, power or matrix?) and was stopped. Try smaller numbers.`,
  crashedTitle: 'Calculation failed',
  crashed: (reason: string) => `The calculator ran out of room (${reason}). Try smaller numbers or matrices.`,
} as const;
