// @vitest-environment jsdom
import { act, cleanup, render, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToolError } from '../../../core/shared/tool-error';
import { cancelledError } from '../../../workers/protocol';

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

const setup = (options?: ConversionOptions) => renderHook(() => useConversion<string>(options)).result;

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
    let running: Promise<void> = Promise.resolve();
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
