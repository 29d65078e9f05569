import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ToolError } from '../../core/shared/tool-error';
import { cancelledError } from '../../workers/protocol';

const { notify } = vi.hoisted(() => ({ notify: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));
vi.mock('../notify', () => ({ notify }));

import { FAULT_TITLE, notifyToolError } from './notifyToolError';

let logged: MockInstance<typeof console.error>;
beforeEach(() => {
  notify.error.mockClear();
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

describe('notifyToolError', () => {
  it("shows a ToolError's own title and description, and logs nothing", () => {
    notifyToolError(new ToolError('Decoding Error', 'Unable to decode. Make sure the input is valid Base64.'));
    expect(notify.error.mock.calls).toEqual([
      ['Decoding Error', 'Unable to decode. Make sure the input is valid Base64.'],
    ]);
    expect(logged).not.toHaveBeenCalled();
  });

  it('keeps a ToolError in its own words even when the view names a fault title', () => {
    notifyToolError(new ToolError('Please enter both original and new code'), 'Failed to generate diff');
    expect(notify.error.mock.calls).toEqual([['Please enter both original and new code', undefined]]);
  });

  it('shows nothing for a cancelled job', () => {
    notifyToolError(cancelledError(), 'Failed to generate hashes');
    expect(notify.error).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
  });

  it('shows any other failure under the generic title with what it says, and logs it', () => {
    const fault = new Error('The hash worker could not be loaded.');
    notifyToolError(fault);
    expect(notify.error.mock.calls).toEqual([[FAULT_TITLE, 'The hash worker could not be loaded.']]);
    expect(FAULT_TITLE).toBe('Something went wrong');
    expect(logged).toHaveBeenCalledWith(fault);
  });

  it("shows another failure under the view's fault title when it names one", () => {
    notifyToolError(new Error('The hash worker stopped responding.'), 'Failed to generate hashes');
    expect(notify.error.mock.calls).toEqual([['Failed to generate hashes', 'The hash worker stopped responding.']]);
  });

  it('says something for a failure that carries no message', () => {
    notifyToolError(undefined, 'Failed to generate QR code');
    expect(notify.error.mock.calls).toEqual([['Failed to generate QR code', 'unknown error']]);
  });
});
