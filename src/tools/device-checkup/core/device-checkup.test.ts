import { describe, expect, it } from 'vitest';
import { CHECKUP_STEPS, fileDate, stepsFor, tally, type StepResult } from '.';
import { TOOLS } from '../../../core/site/tools';

describe('steps', () => {
  it('show hardware tests of the catalogue, the touchscreen only on a touch device', () => {
    const ids = new Set(TOOLS.filter((t) => t.category === 'hardware').map((t) => t.id));
    for (const step of CHECKUP_STEPS) expect(ids.has(step.toolId), step.toolId).toBe(true);
    expect(stepsFor(0).map((s) => s.key)).not.toContain('touch');
    expect(stepsFor(5).map((s) => s.key)).toContain('touch');
    expect(stepsFor(0).at(-1)?.key).toBe('system');
  });
});

describe('tally and file date', () => {
  it('counts verdicts and dates the file by the local day', () => {
    const verdicts: StepResult['verdict'][] = ['pass', 'fail', 'pass'];
    const results = verdicts.map((verdict) => ({ key: 'mouse' as const, verdict, measured: null, note: '' }));
    expect(tally(results)).toEqual({ pass: 2, fail: 1, skipped: 0 });
    expect(fileDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
