// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WORKER_FROM_CHARS, convertBase } from './core';
import { cancelledError } from '../../workers/protocol';

const { toastMock, worker } = vi.hoisted(() => ({
  toastMock: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  worker: { calls: [] as { input: string; signal?: AbortSignal; finish: () => void }[] },
}));
vi.mock('react-toastify', () => ({ toast: toastMock }));
vi.mock('../../ui/components/TextEditor', () => import('../../../tests/unit/text-editor-stub'));
// The worker, as the pool runs it: the real conversion, finished when the test says, rejecting with the task's
// ToolError on bad input and with 'Cancelled' on abort.
vi.mock('./in-worker', () => ({
  convertNumberInWorker: (
    input: string,
    from: 2 | 8 | 10 | 16 | 32 | 36,
    to: 2 | 8 | 10 | 16 | 32 | 36,
    { signal }: { signal?: AbortSignal } = {},
  ) =>
    new Promise<string>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(cancelledError()), { once: true });
      const finish = () => {
        try {
          resolve(convertBase(input, from, to));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      };
      worker.calls.push({ input, signal, finish });
    }),
}));

import numberBaseConverter from './declaration';
import { KitView } from '../../ui/kit/KitView';

const NumberBaseConverter = () => <KitView declaration={numberBaseConverter} />;

const type = (value: string) => fireEvent.change(screen.getByLabelText('Number'), { target: { value } });
/** Runs a step inside act and lets the promises it starts settle. */
const settle = (step: () => unknown) =>
  act(async () => {
    await step();
  });
const convert = () => settle(() => fireEvent.click(screen.getByRole('button', { name: 'Convert' })));
const wait = (ms: number) => settle(() => vi.advanceTimersByTimeAsync(ms));
const result = () => screen.getByLabelText<HTMLTextAreaElement>(/^Result \(base/).value;

beforeEach(() => {
  vi.useFakeTimers();
  toastMock.error.mockClear();
  worker.calls.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('number base converter: long inputs', () => {
  it('converts short inputs at once, without the worker', async () => {
    render(<NumberBaseConverter />);
    type('9'.repeat(WORKER_FROM_CHARS));
    await convert();
    expect(worker.calls).toHaveLength(0);
    expect(result()).toBe(BigInt('9'.repeat(WORKER_FROM_CHARS)).toString(2));
  });

  it('converts long inputs in the worker, showing Converting… and Cancel only for slow ones', async () => {
    render(<NumberBaseConverter />);
    const long = '7'.repeat(WORKER_FROM_CHARS + 1);
    type(long);
    await convert();
    expect(worker.calls.map((c) => c.input)).toEqual([long]);
    expect(screen.getByRole('button', { name: 'Convert' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Converting…')).toBeNull();
    await wait(300);
    expect(screen.queryByText('Converting…')).not.toBeNull();
    await settle(() => worker.calls[0].finish());
    expect(result()).toBe(BigInt(long).toString(2));
    expect(screen.queryByText('Converting…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Convert' }).getAttribute('aria-busy')).toBeNull();
  });

  it('Cancel stops a long conversion and says Cancelled; the input is kept', async () => {
    render(<NumberBaseConverter />);
    const long = '1'.repeat(WORKER_FROM_CHARS * 5);
    type(long);
    await convert();
    await wait(300);
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(worker.calls[0].signal?.aborted).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Cancelled');
    expect(result()).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Number').value).toBe(long);
    expect(toastMock.error).not.toHaveBeenCalled();
  });

  it('a long invalid input gets the same field error and notice as a short one', async () => {
    render(<NumberBaseConverter />);
    type('1'.repeat(WORKER_FROM_CHARS) + 'x');
    await convert();
    await settle(() => worker.calls[0].finish());
    expect(screen.queryByText('Invalid input for the selected base')).not.toBeNull();
    const { container } = render(<>{toastMock.error.mock.calls[0][0]}</>);
    expect(container.textContent).toBe('Conversion errorPlease check your input value and selected bases.');
  });

  it('typing while a long conversion runs drops it', async () => {
    render(<NumberBaseConverter />);
    type('5'.repeat(WORKER_FROM_CHARS + 10));
    await convert();
    await wait(300);
    type('12');
    expect(worker.calls[0].signal?.aborted).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('');
    await convert();
    expect(result()).toBe('1100');
  });
});
