import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHATTER_MS,
  EMPTY_STATS,
  LAYOUTS,
  LAYOUT_IDS,
  LOG_SIZE,
  chatterTotal,
  keyboardReducer,
  onLayout,
  repeatTiming,
  type KeyboardAction,
  type KeyboardStats,
  type KeyPress,
  keycap,
  keyLabel,
} from '.';

const press = (type: 'down' | 'up', code: string, time: number, repeat = false): KeyPress => ({
  type,
  code,
  key: code,
  location: 0,
  modifiers: [],
  repeat,
  time,
});
const run = (actions: KeyboardAction[], from: KeyboardStats = EMPTY_STATS) => actions.reduce(keyboardReducer, from);

describe('layouts', () => {
  it('draws no two keys over each other, and every key inside the board', () => {
    for (const id of LAYOUT_IDS) {
      const { keys, width, height } = LAYOUTS[id];
      for (const [i, a] of keys.entries()) {
        expect(a.x + a.w, `${id} ${a.code}`).toBeLessThanOrEqual(width);
        expect(a.y + a.h, `${id} ${a.code}`).toBeLessThanOrEqual(height);
        for (const b of keys.slice(i + 1)) {
          const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
          expect(overlap, `${id}: ${a.code} and ${b.code}`).toBe(false);
        }
      }
    }
  });

  it('names each key once per layout, with a cap', () => {
    for (const id of LAYOUT_IDS) {
      const codes = LAYOUTS[id].keys.map((k) => k.code);
      expect(new Set(codes).size, id).toBe(codes.length);
      for (const code of codes) expect(keyLabel(id, code).length, `${id} ${code}`).toBeGreaterThan(0);
    }
  });

  it('has the ISO key left of Z on ISO boards only, and 104, 105 and a laptop-sized count of keys', () => {
    expect(onLayout(LAYOUTS.ansi, 'IntlBackslash')).toBe(false);
    expect(onLayout(LAYOUTS['iso-uk'], 'IntlBackslash')).toBe(true);
    expect(LAYOUTS.ansi.keys).toHaveLength(104);
    expect(LAYOUTS['iso-de'].keys).toHaveLength(105);
    expect(LAYOUTS.mac.keys).toHaveLength(77);
  });

  it('labels keys as each layout prints them', () => {
    expect(keycap('ansi', 'KeyZ')).toBe('Z');
    expect(keycap('iso-de', 'KeyZ')).toBe('Y');
    expect(keycap('iso-de', 'Semicolon')).toBe('Ö');
    expect(keycap('iso-uk', 'Backslash')).toBe('#');
    expect(keycap('mac', 'MetaLeft')).toBe('command');
    expect(keycap('ansi', 'F11')).toBe('F11');
    expect(keyLabel('mac', 'Space')).toBe('Space');
    expect(keyLabel('ansi', 'Slash')).toBe('/ Slash');
  });
});

describe('rollover and tested keys', () => {
  it('counts the most keys held at once, and keeps every key tested', () => {
    const codes = ['KeyA', 'KeyS', 'KeyD', 'KeyF', 'KeyJ'];
    const stats = run([
      ...codes.map((c, i) => press('down', c, i * 10)),
      ...codes.map((c, i) => press('up', c, 100 + i * 10)),
      press('down', 'KeyQ', 300),
    ]);
    expect(stats.rollover).toBe(5);
    expect(stats.held).toEqual(['KeyQ']);
    expect([...stats.tested]).toEqual([...codes, 'KeyQ']);
    expect(keyboardReducer(stats, { type: 'reset' })).toBe(EMPTY_STATS);
  });

  it('lets go of every key when the area loses the focus', () => {
    const stats = run([press('down', 'Tab', 0), { type: 'blur' }]);
    expect(stats.held).toEqual([]);
    expect(stats.tested.has('Tab')).toBe(true);
  });

  it('keeps held keys and rollover consistent on any sequence of events', () => {
    const event = fc.record({
      type: fc.constantFrom('down' as const, 'up' as const),
      code: fc.constantFrom('KeyA', 'KeyB', 'KeyC', 'ShiftLeft', 'Enter'),
      repeat: fc.boolean(),
      dt: fc.integer({ min: 0, max: 200 }),
    });
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        let time = 0;
        let stats = EMPTY_STATS;
        let most = 0;
        for (const e of events) {
          time += e.dt;
          stats = keyboardReducer(stats, press(e.type, e.code, time, e.repeat));
          most = Math.max(most, stats.held.length);
          expect(new Set(stats.held).size).toBe(stats.held.length);
          for (const code of stats.held) expect(stats.tested.has(code)).toBe(true);
        }
        expect(stats.rollover).toBe(most);
        expect(stats.log.length).toBeLessThanOrEqual(LOG_SIZE);
        expect(chatterTotal(stats)).toBeLessThanOrEqual(stats.presses);
      }),
      { numRuns: 200 },
    );
  });
});

describe('chatter', () => {
  it(`flags a press within ${CHATTER_MS} ms of the same key's release, and not a later one`, () => {
    const stats = run([
      press('down', 'KeyE', 0),
      press('up', 'KeyE', 80),
      press('down', 'KeyE', 80 + CHATTER_MS),
      press('up', 'KeyE', 150),
      press('down', 'KeyE', 151 + CHATTER_MS),
      press('up', 'KeyR', 0),
      press('down', 'KeyT', 10),
    ]);
    expect(stats.chatter).toEqual({ KeyE: 1 });
    expect(stats.log.map((l) => l.chatterGap)).toEqual([null, CHATTER_MS, null, null, null]);
    expect([...stats.tested]).toEqual(['KeyE', 'KeyR', 'KeyT']);
    expect(stats.rollover).toBe(2);
  });

  it('flags exactly the presses whose gap is within the threshold', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 30 }), (gaps) => {
        let time = 1000;
        const actions: KeyboardAction[] = [];
        for (const gap of gaps) {
          actions.push(press('down', 'KeyK', time), press('up', 'KeyK', time + 50));
          time += 50 + gap;
        }
        const flagged = gaps.slice(0, -1).filter((g) => g <= CHATTER_MS).length;
        expect(run(actions).chatter.KeyK ?? 0).toBe(flagged);
      }),
      { numRuns: 100 },
    );
  });
});

describe('repeat delay and rate', () => {
  it('measures the delay to the first repeat and the rate of the next ones', () => {
    const repeats = [500, 533, 566, 600, 633].map((t) => press('down', 'KeyW', t, true));
    const stats = run([press('down', 'KeyW', 0), ...repeats, press('up', 'KeyW', 700)]);
    expect(repeatTiming(stats)).toEqual({ delay: 500, rate: 30.3 });
    expect(stats.presses).toBe(1);
  });

  it('takes no delay from a key held before the focus came', () => {
    const stats = run([press('down', 'KeyW', 0, true), press('down', 'KeyW', 50, true)]);
    expect(repeatTiming(stats)).toEqual({ delay: null, rate: 20 });
  });

  it('reports nothing before a key repeats', () => {
    expect(repeatTiming(EMPTY_STATS)).toEqual({ delay: null, rate: null });
  });
});
