import { describe, expect, it } from 'vitest';
import { EMPTY_MOUSE, mouseReducer, type MouseAction } from './core';
import { summaryOf } from './summary';

const run = (actions: MouseAction[]) => actions.reduce(mouseReducer, EMPTY_MOUSE);
const press = (button: number, time: number): MouseAction => ({ type: 'press', button, time });

describe('summary', () => {
  it('is null before anything happened, then says what was measured', () => {
    expect(summaryOf(EMPTY_MOUSE, null, 80)).toBeNull();
    const stats = run([
      press(0, 0),
      press(0, 30),
      press(2, 100),
      { type: 'wheel', deltaX: 0, deltaY: 1, deltaMode: 0 },
    ]);
    expect(summaryOf(stats, 1000, 80)).toBe(
      '2 of 5 buttons, wheel 1 of 4 directions, 1000 Hz polling, possible chatter ×1',
    );
    expect(summaryOf(EMPTY_MOUSE, 500, 80)).toBe('0 of 5 buttons, wheel 0 of 4 directions, 500 Hz polling, no chatter');
  });
});
