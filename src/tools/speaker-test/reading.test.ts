import { describe, expect, it } from 'vitest';
import type { Channel } from './core';
import { formatFrequency, speakerSummary } from './reading';

describe('speaker readings', () => {
  it('shows hertz and kilohertz', () => {
    expect(formatFrequency(440)).toBe('440 Hz');
    expect(formatFrequency(999.4)).toBe('999 Hz');
    expect(formatFrequency(999.6)).toBe('1.0 kHz');
    expect(formatFrequency(15_240)).toBe('15.2 kHz');
  });

  it('sums up what was played and heard', () => {
    const all = new Set<Channel>(['centre', 'left', 'right']);
    expect(speakerSummary(all, 15_240)).toBe('Left, right and centre played; heard up to 15.2 kHz');
    expect(speakerSummary(new Set<Channel>(['right']), null)).toBe('Right played');
    expect(speakerSummary(new Set(), 8000)).toBe('Heard up to 8.0 kHz');
    expect(speakerSummary(new Set(), null)).toBeNull();
  });
});
