/**
 * The on-screen keyboards as data: where each key sits, in key units (1 = one letter key), named by the
 * `KeyboardEvent.code` it reports, so a press lights the key in the same place whatever the language the system
 * types in. What each key shows is in keycaps.ts.
 */

export type LayoutId = 'ansi' | 'iso-uk' | 'iso-de' | 'mac';

export const LAYOUT_IDS: readonly LayoutId[] = ['ansi', 'iso-uk', 'iso-de', 'mac'];

export interface KeyShape {
  /** The `KeyboardEvent.code` the key reports. */
  code: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Layout {
  id: LayoutId;
  keys: readonly KeyShape[];
  /** The whole board's size in key units. */
  width: number;
  height: number;
}

/**
 * One row of keys from a compact spec: `Code` (1 unit), `Code:w` or `Code:w:h` (wider, taller), `_g` a gap of g
 * units. Rows read left to right from `x`.
 */
function row(y: number, x: number, spec: string): KeyShape[] {
  const keys: KeyShape[] = [];
  for (const item of spec.split(' ')) {
    if (item.startsWith('_')) {
      x += Number(item.slice(1));
      continue;
    }
    const [code, w = '1', h = '1'] = item.split(':');
    keys.push({ code, x, y, w: Number(w), h: Number(h) });
    x += Number(w);
  }
  return keys;
}

const DIGITS = 'Backquote Digit1 Digit2 Digit3 Digit4 Digit5 Digit6 Digit7 Digit8 Digit9 Digit0 Minus Equal';
const TOP_LETTERS = 'KeyQ KeyW KeyE KeyR KeyT KeyY KeyU KeyI KeyO KeyP BracketLeft BracketRight';
const HOME_LETTERS = 'KeyA KeyS KeyD KeyF KeyG KeyH KeyJ KeyK KeyL Semicolon Quote';
const BOTTOM_LETTERS = 'KeyZ KeyX KeyC KeyV KeyB KeyN KeyM Comma Period Slash';
const FUNCTION_ROW = 'Escape _1 F1 F2 F3 F4 _0.5 F5 F6 F7 F8 _0.5 F9 F10 F11 F12 _0.25 PrintScreen ScrollLock Pause';

/** The navigation cluster, arrows and number pad of a full-size PC board (the same on ANSI and ISO). */
const PC_RIGHT: KeyShape[] = [
  ...row(1.5, 15.25, 'Insert Home PageUp _0.25 NumLock NumpadDivide NumpadMultiply NumpadSubtract'),
  ...row(2.5, 15.25, 'Delete End PageDown _0.25 Numpad7 Numpad8 Numpad9 NumpadAdd:1:2'),
  ...row(3.5, 18.5, 'Numpad4 Numpad5 Numpad6'),
  ...row(4.5, 16.25, 'ArrowUp _1.25 Numpad1 Numpad2 Numpad3 NumpadEnter:1:2'),
  ...row(5.5, 15.25, 'ArrowLeft ArrowDown ArrowRight _0.25 Numpad0:2 NumpadDecimal'),
];

const PC_BOTTOM =
  'ControlLeft:1.25 MetaLeft:1.25 AltLeft:1.25 Space:6.25 AltRight:1.25 MetaRight:1.25 ContextMenu:1.25 ControlRight:1.25';

const ANSI: KeyShape[] = [
  ...row(0, 0, FUNCTION_ROW),
  ...row(1.5, 0, `${DIGITS} Backspace:2`),
  ...row(2.5, 0, `Tab:1.5 ${TOP_LETTERS} Backslash:1.5`),
  ...row(3.5, 0, `CapsLock:1.75 ${HOME_LETTERS} Enter:2.25`),
  ...row(4.5, 0, `ShiftLeft:2.25 ${BOTTOM_LETTERS} ShiftRight:2.75`),
  ...row(5.5, 0, PC_BOTTOM),
  ...PC_RIGHT,
];

/** ISO: a tall Enter, the key left of it on the home row (`Backslash`), and one more key left of Z (`IntlBackslash`). */
const ISO: KeyShape[] = [
  ...row(0, 0, FUNCTION_ROW),
  ...row(1.5, 0, `${DIGITS} Backspace:2`),
  ...row(2.5, 0, `Tab:1.5 ${TOP_LETTERS} _0.25 Enter:1.25:2`),
  ...row(3.5, 0, `CapsLock:1.75 ${HOME_LETTERS} Backslash`),
  ...row(4.5, 0, `ShiftLeft:1.25 IntlBackslash ${BOTTOM_LETTERS} ShiftRight:2.75`),
  ...row(5.5, 0, PC_BOTTOM),
  ...PC_RIGHT,
];

/** A Mac laptop (US): function row, fn, control, option and command, and half-height up and down arrows. */
const MAC: KeyShape[] = [
  ...row(
    0,
    0,
    'Escape:1.5 F1:1.125 F2:1.125 F3:1.125 F4:1.125 F5:1.125 F6:1.125 F7:1.125 F8:1.125 F9:1.125 F10:1.125 F11:1.125 F12:1.125',
  ),
  ...row(1, 0, `${DIGITS} Backspace:2`),
  ...row(2, 0, `Tab:1.5 ${TOP_LETTERS} Backslash:1.5`),
  ...row(3, 0, `CapsLock:1.75 ${HOME_LETTERS} Enter:2.25`),
  ...row(4, 0, `ShiftLeft:2.25 ${BOTTOM_LETTERS} ShiftRight:2.75`),
  ...row(5, 0, 'Fn ControlLeft AltLeft MetaLeft:1.25 Space:5 MetaRight:1.25 AltRight _0.5 ArrowLeft'),
  ...row(5, 13, 'ArrowUp:1:0.5'),
  ...row(5.5, 13, 'ArrowDown:1:0.5'),
  ...row(5, 14, 'ArrowRight'),
];

function layout(id: LayoutId, keys: KeyShape[]): Layout {
  const width = Math.max(...keys.map((k) => k.x + k.w));
  const height = Math.max(...keys.map((k) => k.y + k.h));
  return { id, keys, width, height };
}

export const LAYOUTS: Readonly<Record<LayoutId, Layout>> = {
  ansi: layout('ansi', ANSI),
  'iso-uk': layout('iso-uk', ISO),
  'iso-de': layout('iso-de', ISO),
  mac: layout('mac', MAC),
};

/** Whether `code` is a key drawn on `layout` (a press of any other key is still logged and counted). */
export function onLayout(layout: Layout, code: string): boolean {
  return layout.keys.some((k) => k.code === code);
}
