import { describe, expect, it, vi } from 'vitest';
import { StepTimeout, stepTracker, withinTime } from './steps.mjs';

const never = () => new Promise(() => {});

describe('a case step within its time', () => {
  it('fails a step that never ends, naming the case and where it was, and abandons it', async () => {
    const steps = stepTracker();
    steps.begin('ours, run 1 of 3');
    steps.detail('decoding');
    const abandon = vi.fn();
    const step = withinTime(never, { caseName: 'Base64 decode, 64 MiB', steps, seconds: 0.05, abandon });
    await expect(step).rejects.toThrow(StepTimeout);
    await expect(step).rejects.toThrow(
      '"Base64 decode, 64 MiB" did not finish within 0.05 s, at ours, run 1 of 3: decoding',
    );
    expect(abandon).toHaveBeenCalledOnce();
  });

  it('gives back the result of a step that ends in time, and its error unchanged', async () => {
    const abandon = vi.fn();
    const steps = stepTracker();
    steps.begin('preparing');
    await expect(withinTime(async () => 42, { caseName: 'x', steps, seconds: 1, abandon })).resolves.toBe(42);
    const broken = new Error('Base64 decoding ended as error');
    await expect(withinTime(() => Promise.reject(broken), { caseName: 'x', steps, seconds: 1, abandon })).rejects.toBe(
      broken,
    );
    expect(abandon).not.toHaveBeenCalled();
  });

  it('names the harness step alone until a driver says where in it it is, and forgets that at the next step', () => {
    const steps = stepTracker();
    steps.begin('ceiling, run 2 of 3');
    expect(steps.label).toBe('ceiling, run 2 of 3');
    steps.detail('pasting');
    expect(steps.label).toBe('ceiling, run 2 of 3: pasting');
    steps.begin('ours, run 2 of 3');
    expect(steps.label).toBe('ours, run 2 of 3');
  });
});
