import { describe, expect, it } from 'vitest';
import { describeSwitch, formatSeconds, microphoneSummary } from './reading';

describe('microphone readings', () => {
  it('shows switches as the track reports them', () => {
    expect(describeSwitch(true)).toBe('On');
    expect(describeSwitch(false)).toBe('Off');
    expect(describeSwitch(undefined)).toBe('Not reported');
  });

  it('sums up the loudest peak, or nothing before a sound', () => {
    expect(microphoneSummary(-12.3)).toBe('Peak −12 dBFS');
    expect(microphoneSummary(-Infinity)).toBeNull();
    expect(formatSeconds(3240)).toBe('3.2 s');
    expect(formatSeconds(-5)).toBe('0.0 s');
  });
});
