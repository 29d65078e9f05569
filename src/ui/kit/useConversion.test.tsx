// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToolError } from '../../core/shared/tool-error';
import { cancelledError } from '../../workers/protocol';

const { toastMock } = vi.hoisted(() => ({
  toastMock: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
vi.mock('react-toastify', () => ({ toast: toastMock }));

import { useConversion, type ConversionOptions } from './useConversion';

/** The plain text of each toast shown with this function. */
const toasts = (fn: ReturnType<typeof vi.fn>) =>
  fn.mock.calls.map(([message]) => render(<>{message}</>).container.textContent);

const settle = (step: () => unknown) =>
  act(async () => {
    await step();
  });

const setup = (options?: ConversionOptions<string>) => renderHook(() => useConversion<string>(options)).result;

const bad = () => {
  throw new ToolError('Invalid input for the selected format');
};

beforeEach(() => {
  toastMock.success.mockClear();
  toastMock.error.mockClear();
});
afterEach(cleanup);

describe('useConversion', () => {
  it('keeps the result and shows the success notice', async () => {
    const conversion = setup({ success: 'Conversion completed' });
    await settle(() => conversion.current.convert(() => 'FF'));
    expect(conversion.current.result).toBe('FF');
    expect(conversion.current.error).toBe('');
    expect(toasts(toastMock.success)).toEqual(['Conversion completed']);
  });

  it('shows a ToolError beside the field and as the notice, clearing the result', async () => {
    const conversion = setup();
    await settle(() => conversion.current.convert(() => 'FF'));
    await settle(() => conversion.current.convert(bad));
    expect(conversion.current.result).toBeNull();
    expect(conversion.current.error).toBe('Invalid input for the selected format');
    expect(toasts(toastMock.error)).toEqual(['Invalid input for the selected format']);
    expect(toastMock.success).not.toHaveBeenCalled();
    await settle(() => conversion.current.clearError());
    expect(conversion.current.error).toBe('');
  });

  it('can keep the last result and word the field differently from the notice', async () => {
    const conversion = setup({ keepResultOnError: true, fieldError: () => 'Invalid input for the selected base' });
    await settle(() => conversion.current.convert(() => '1010'));
    await settle(() =>
      conversion.current.convert(() => {
        throw new ToolError('Conversion error', 'Please check your input value and selected bases.');
      }),
    );
    expect(conversion.current.result).toBe('1010');
    expect(conversion.current.error).toBe('Invalid input for the selected base');
    expect(toasts(toastMock.error)).toEqual(['Conversion errorPlease check your input value and selected bases.']);
  });

  it('rethrows anything but a ToolError from a conversion (a bug, not bad input)', () => {
    const conversion = setup();
    expect(() =>
      conversion.current.convert(() => {
        throw new TypeError('bug');
      }),
    ).toThrow(TypeError);
    expect(toastMock.error).not.toHaveBeenCalled();
  });

  it('runs a worker job: its result, its ToolError, a fault and a cancel', async () => {
    const conversion = setup({ faultTitle: 'Conversion error', fieldError: () => 'Invalid input' });
    await settle(() => conversion.current.convertInWorker(() => Promise.resolve('777')));
    expect(conversion.current.result).toBe('777');
    expect(conversion.current.job.state.status).toBe('done');

    await settle(() =>
      conversion.current.convertInWorker(() => Promise.reject(new ToolError('Conversion error', 'Check it.'))),
    );
    expect(conversion.current.result).toBeNull();
    expect(conversion.current.error).toBe('Invalid input');

    await settle(() =>
      conversion.current.convertInWorker(() => Promise.reject(new Error('The worker could not be loaded.'))),
    );
    expect(toasts(toastMock.error)).toEqual([
      'Conversion errorCheck it.',
      'Conversion errorThe worker could not be loaded.',
    ]);

    toastMock.error.mockClear();
    let running: Promise<unknown> = Promise.resolve();
    await settle(() => {
      running = conversion.current.convertInWorker(
        (signal) =>
          new Promise<string>((_, reject) => signal.addEventListener('abort', () => reject(cancelledError()))),
      );
    });
    expect(conversion.current.job.busy).toBe(true);
    await settle(() => conversion.current.job.cancel());
    await settle(() => running);
    expect(conversion.current.job.state.status).toBe('cancelled');
    expect(toastMock.error).not.toHaveBeenCalled();
  });

  it('clear empties the result and the error', async () => {
    const conversion = setup();
    await settle(() => conversion.current.convert(() => 'x'));
    await settle(() => conversion.current.clear());
    expect([conversion.current.result, conversion.current.error]).toEqual([null, '']);
  });
});

describe('useConversion live', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const upper = (input: string) => {
    if (input.includes('!')) throw new ToolError('Invalid input for the selected format');
    return input === '' ? null : input.toUpperCase();
  };
  const liveSetup = (options: { keepResultOnError?: boolean; limit?: number } = {}) =>
    renderHook(
      ({ input }: { input: string }) =>
        useConversion<string>({
          success: 'Conversion completed',
          keepResultOnError: options.keepResultOnError,
          live: {
            inputs: [input],
            compute: () => upper(input),
            canRun: () => input.length <= (options.limit ?? Infinity),
          },
        }),
      { initialProps: { input: '' } },
    );
  const wait = (ms: number) => settle(() => vi.advanceTimersByTimeAsync(ms));

  it('converts once the input rests, quietly; pending until then, never out of date meanwhile', async () => {
    const { result, rerender } = liveSetup();
    rerender({ input: 'a' });
    expect(result.current.pending).toBe(true);
    await wait(100);
    rerender({ input: 'ab' });
    await wait(150);
    expect(result.current.result).toBeNull();
    await wait(50);
    expect(result.current.result).toBe('AB');
    expect([result.current.pending, result.current.outOfDate]).toEqual([false, false]);
    rerender({ input: 'abc' });
    expect([result.current.pending, result.current.outOfDate]).toEqual([true, false]);
    await wait(200);
    expect(result.current.result).toBe('ABC');
    expect(toastMock.success).not.toHaveBeenCalled();
  });

  it('shows a live error in the field only, and clears on empty input', async () => {
    const { result, rerender } = liveSetup();
    rerender({ input: 'x' });
    await wait(200);
    rerender({ input: 'x!' });
    await wait(200);
    expect(result.current.result).toBeNull();
    expect(result.current.error).toBe('Invalid input for the selected format');
    expect(toastMock.error).not.toHaveBeenCalled();
    rerender({ input: '' });
    await wait(200);
    expect([result.current.result, result.current.error]).toEqual([null, '']);
  });

  it('a kept result under invalid input is out of date', async () => {
    const { result, rerender } = liveSetup({ keepResultOnError: true });
    rerender({ input: 'ok' });
    await wait(200);
    rerender({ input: 'ok!' });
    await wait(200);
    expect(result.current.result).toBe('OK');
    expect(result.current.outOfDate).toBe(true);
  });

  it('input too large to convert live marks the result out of date until an explicit convert', async () => {
    const { result, rerender } = liveSetup({ limit: 3 });
    rerender({ input: 'abc' });
    await wait(200);
    expect(result.current.result).toBe('ABC');
    rerender({ input: 'abcd' });
    await wait(200);
    expect(result.current.result).toBe('ABC');
    expect(result.current.outOfDate).toBe(true);
    await settle(() => result.current.convert(() => 'ABCD'));
    expect([result.current.result, result.current.outOfDate]).toEqual(['ABCD', false]);
    expect(toasts(toastMock.success)).toEqual(['Conversion completed']);
    // Back to the input the result was made from: up to date again.
    rerender({ input: 'abcde' });
    await wait(200);
    expect(result.current.outOfDate).toBe(true);
    rerender({ input: 'abcd' });
    expect(result.current.outOfDate).toBe(false);
  });
});

describe('useConversion live, results set by the view', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a result or clear for the inputs being set is not overwritten by the live conversion', async () => {
    const compute = vi.fn((input: string) => input.toUpperCase());
    const { result, rerender } = renderHook(
      ({ input }: { input: string }) =>
        useConversion<string>({ live: { inputs: [input], compute: () => compute(input) } }),
      { initialProps: { input: '' } },
    );
    await settle(() => result.current.clear(['swapped']));
    rerender({ input: 'swapped' });
    await settle(() => vi.advanceTimersByTimeAsync(300));
    expect(compute).not.toHaveBeenCalled();
    expect([result.current.result, result.current.outOfDate]).toEqual([null, false]);
    await settle(() => result.current.setResult('kept', ['other']));
    rerender({ input: 'other' });
    await settle(() => vi.advanceTimersByTimeAsync(300));
    expect(compute).not.toHaveBeenCalled();
    expect([result.current.result, result.current.outOfDate]).toEqual(['kept', false]);
  });
});

describe('useConversion live in a worker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A worker job that answers after `ms`, upper-casing, or refusing input with '!'. */
  const slowUpper = (input: string, ms: number) => (signal: AbortSignal) =>
    new Promise<string | null>((resolve, reject) => {
      const id = setTimeout(() => {
        if (input.includes('!')) reject(new ToolError('Invalid input', undefined, { line: 1, column: 2 }));
        else resolve(input === '' ? null : input.toUpperCase());
      }, ms);
      signal.addEventListener('abort', () => {
        clearTimeout(id);
        reject(cancelledError());
      });
    });
  const workerSetup = () =>
    renderHook(
      ({ input }: { input: string }) =>
        useConversion<string>({
          success: 'Done',
          live: { inputs: [input], computeInWorker: slowUpper(input, 100) },
        }),
      { initialProps: { input: '' } },
    );
  const wait = (ms: number) => settle(() => vi.advanceTimersByTimeAsync(ms));

  it('runs the job once the input rests, quietly, never out of date while it runs; errors stay in the field', async () => {
    const { result, rerender } = workerSetup();
    rerender({ input: 'ab' });
    await wait(200);
    expect(result.current.job.busy).toBe(true);
    expect([result.current.result, result.current.outOfDate]).toEqual([null, false]);
    await wait(100);
    expect([result.current.result, result.current.outOfDate]).toEqual(['AB', false]);
    rerender({ input: 'abc' });
    await wait(250);
    expect([result.current.result, result.current.outOfDate]).toEqual(['AB', false]);
    await wait(50);
    expect(result.current.result).toBe('ABC');
    rerender({ input: 'a!' });
    await wait(300);
    expect([result.current.result, result.current.error, result.current.errorAt]).toEqual([
      null,
      'Invalid input',
      null,
    ]);
    expect(toastMock.success).not.toHaveBeenCalled();
    expect(toastMock.error).not.toHaveBeenCalled();
  });

  it('an asked-for run adopts the live run of the same inputs still going (never cancels it), with its notices', async () => {
    const { result, rerender } = workerSetup();
    rerender({ input: 'ab' });
    await wait(250); // the live run started 200 ms in, and answers at 300 ms
    expect(result.current.job.busy).toBe(true);
    const asked = vi.fn(slowUpper('ab', 10));
    let value: Promise<unknown> = Promise.resolve();
    await settle(() => {
      value = result.current.convertInWorker(async (signal) => (await asked(signal)) ?? '', { adoptLive: true });
    });
    await wait(60);
    let got: unknown;
    await settle(async () => {
      got = await value;
    });
    expect(got).toBe('AB');
    expect(asked).not.toHaveBeenCalled();
    expect(result.current.result).toBe('AB');
    expect(toasts(toastMock.success)).toEqual(['Done']);
    // Refused the same way: the live run's ToolError becomes the asked-for run's notice and jump.
    rerender({ input: 'a!' });
    await wait(250);
    await settle(() => {
      value = result.current.convertInWorker(async (signal) => (await asked(signal)) ?? '', { adoptLive: true });
    });
    await wait(60);
    await settle(() => value);
    expect(asked).not.toHaveBeenCalled();
    expect(toasts(toastMock.error)).toEqual(['Invalid input']);
    expect(result.current.errorAt).toEqual({ line: 1, column: 2 });
  });

  it('an edit drops an asked-for run still going: its result never lands, and no notice', async () => {
    const { result, rerender } = workerSetup();
    rerender({ input: 'ab' });
    await wait(300);
    let asked: Promise<unknown> = Promise.resolve();
    await settle(() => {
      asked = result.current.convertInWorker(async (signal) => (await slowUpper('cd', 400)(signal)) ?? '');
    });
    expect(result.current.job.busy).toBe(true);
    rerender({ input: 'abc' });
    await wait(500);
    await settle(() => asked);
    expect(result.current.result).toBe('ABC');
    expect(toastMock.success).not.toHaveBeenCalled();
  });

  it('an asked-for run is not cancelled by the live run of the same input, and keeps its notices', async () => {
    const { result, rerender } = workerSetup();
    rerender({ input: 'x!' });
    let asked: Promise<unknown> = Promise.resolve();
    await settle(() => {
      asked = result.current.convertInWorker(async (signal) => (await slowUpper('x!', 400)(signal)) ?? '');
    });
    await wait(500);
    await settle(() => asked);
    expect(toasts(toastMock.error)).toEqual(['Invalid input']);
    expect(result.current.errorAt).toEqual({ line: 1, column: 2 });
  });

  it('an asked-for answer given before the input rests stands (no quiet run after it); typing back converts again', async () => {
    const { result, rerender } = workerSetup();
    rerender({ input: 'y!' });
    let asked: Promise<unknown> = Promise.resolve();
    await settle(() => {
      asked = result.current.convertInWorker(async (signal) => (await slowUpper('y!', 20)(signal)) ?? '');
    });
    await wait(50);
    await settle(() => asked);
    await wait(400);
    expect(result.current.job.busy).toBe(false);
    expect([result.current.error, result.current.errorAt]).toEqual(['Invalid input', { line: 1, column: 2 }]);
    rerender({ input: 'y' });
    await wait(300);
    expect(result.current.result).toBe('Y');
    rerender({ input: 'y!' });
    await wait(300);
    // The same input as the answer's, typed again: converted as you type, quietly.
    expect([result.current.result, result.current.error, result.current.errorAt]).toEqual([
      null,
      'Invalid input',
      null,
    ]);
    expect(toasts(toastMock.error)).toEqual(['Invalid input']);
  });
});

describe('useConversion: one notice per fault on screen', () => {
  /** A view that shows the error beside its field, as FieldFrame does, `top` px down jsdom's 768 px window. */
  function View({ top, options }: { top: number; options?: ConversionOptions<string> }) {
    const conversion = useConversion<string>(options);
    const rect = { top, bottom: top + 20, left: 0, right: 200, width: 200, height: 20, x: 0, y: top };
    return (
      <>
        <button
          type="button"
          onClick={() =>
            conversion.convert(() => {
              throw new ToolError('Input too long', 'The binary converter takes up to 65,536 characters at a time.');
            })
          }
        >
          Convert
        </button>
        <button type="button" onClick={() => conversion.convert(bad)}>
          Spec fault
        </button>
        {conversion.error && (
          <p role="alert" ref={(element) => void (element && (element.getBoundingClientRect = () => rect as DOMRect))}>
            {conversion.error}
          </p>
        )}
      </>
    );
  }

  const press = (name: string) =>
    settle(() => {
      screen.getByRole('button', { name }).click();
    });

  it("shows the site's own error only beside the field while that message is in view", async () => {
    render(<View top={300} />);
    await press('Convert');
    expect(screen.getByRole('alert').textContent).toBe(
      'Input too long: The binary converter takes up to 65,536 characters at a time.',
    );
    expect(toastMock.error).not.toHaveBeenCalled();
  });

  it('toasts it when the message beside the field is out of view (scrolled past)', async () => {
    render(<View top={-400} />);
    await press('Convert');
    expect(screen.getByRole('alert').textContent).toMatch(/^Input too long: /);
    expect(toasts(toastMock.error)).toEqual([
      'Input too longThe binary converter takes up to 65,536 characters at a time.',
    ]);
  });

  it("shows the spec's own error words beside the field only, while in view (issue 53: inline first)", async () => {
    render(<View top={300} />);
    await press('Spec fault');
    expect(screen.getByRole('alert').textContent).toBe('Invalid input for the selected format');
    expect(toastMock.error).not.toHaveBeenCalled();
  });

  it('toasts while in view when the message beside the field leaves out words of the notice (its title)', async () => {
    render(<View top={300} options={{ fieldError: () => 'Error converting. Please check your input.' }} />);
    await press('Convert');
    expect(screen.getByRole('alert').textContent).toBe('Error converting. Please check your input.');
    expect(toasts(toastMock.error)).toEqual([
      'Input too longThe binary converter takes up to 65,536 characters at a time.',
    ]);
  });

  it("toasts the spec's error words when the message beside the field is below the fold", async () => {
    render(<View top={900} />);
    await press('Spec fault');
    expect(toasts(toastMock.error)).toEqual(['Invalid input for the selected format']);
  });
});
