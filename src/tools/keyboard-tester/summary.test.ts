import { describe, expect, it } from 'vitest';
import { CHATTER_MS, EMPTY_STATS, keyboardReducer, type KeyboardAction, type KeyPress } from './core';
import { summaryOf } from './summary';

const press = (type: 'down' | 'up', code: string, time: number): KeyPress => ({
  type,
  code,
  key: code,
  location: 0,
  modifiers: [],
  repeat: false,
  time,
});
const run = (actions: KeyboardAction[]) => actions.reduce(keyboardReducer, EMPTY_STATS);

describe('the check-up line', () => {
  it('says the keys tested and the rollover, and nothing before a key was pressed', () => {
    const codes = ['KeyA', 'KeyS', 'KeyD', 'KeyF', 'KeyJ'];
    const stats = run([
      ...codes.map((c, i) => press('down', c, i * 10)),
      ...codes.map((c, i) => press('up', c, 100 + i * 10)),
      press('down', 'KeyQ', 300),
    ]);
    expect(summaryOf(stats)).toBe('6 keys tested, 5 held at once, no chatter');
    expect(summaryOf(keyboardReducer(stats, { type: 'reset' }))).toBeNull();
  });

  it('counts the keys with chatter', () => {
    const stats = run([
      press('down', 'KeyE', 0),
      press('up', 'KeyE', 80),
      press('down', 'KeyE', 80 + CHATTER_MS),
      press('up', 'KeyE', 150),
      press('down', 'KeyE', 151 + CHATTER_MS),
      press('up', 'KeyR', 0),
      press('down', 'KeyT', 10),
    ]);
    expect(summaryOf(stats)).toBe('3 keys tested, 2 held at once, chatter on 1 key');
  });
});
