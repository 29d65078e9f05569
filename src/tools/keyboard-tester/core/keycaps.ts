/**
 * What each key shows on each layout, by `KeyboardEvent.code`: the legends printed on the physical keyboards (a
 * German board says 'Strg' in any language), so data of the layouts, not words of this page.
 */
import type { LayoutId } from './layouts';

/** What each key shows on the PC layouts (ANSI, US), by `code`. */
const PC_CAPS: Record<string, string> = {
  Escape: 'Esc',
  PrintScreen: 'PrtSc',
  ScrollLock: 'ScrLk',
  Pause: 'Pause',
  Backquote: '`',
  Minus: '-',
  Equal: '=',
  Backspace: 'Backspace',
  Tab: 'Tab',
  BracketLeft: '[',
  BracketRight: ']',
  Backslash: '\\',
  CapsLock: 'Caps Lock',
  Semicolon: ';',
  Quote: "'",
  Enter: 'Enter',
  ShiftLeft: 'Shift',
  ShiftRight: 'Shift',
  Comma: ',',
  Period: '.',
  Slash: '/',
  ControlLeft: 'Ctrl',
  ControlRight: 'Ctrl',
  MetaLeft: 'Win',
  MetaRight: 'Win',
  AltLeft: 'Alt',
  AltRight: 'Alt',
  ContextMenu: 'Menu',
  Space: 'Space',
  Insert: 'Ins',
  Delete: 'Del',
  Home: 'Home',
  End: 'End',
  PageUp: 'PgUp',
  PageDown: 'PgDn',
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
  NumLock: 'Num',
  NumpadDivide: '/',
  NumpadMultiply: '*',
  NumpadSubtract: '-',
  NumpadAdd: '+',
  NumpadEnter: 'Enter',
  NumpadDecimal: '.',
  IntlBackslash: '\\',
  Fn: 'fn',
};

const UK_CAPS: Record<string, string> = { Backslash: '#', IntlBackslash: '\\', AltRight: 'Alt Gr' };

const DE_CAPS: Record<string, string> = {
  Backquote: '^',
  Minus: 'ß',
  Equal: '´',
  BracketLeft: 'Ü',
  BracketRight: '+',
  Semicolon: 'Ö',
  Quote: 'Ä',
  Backslash: '#',
  IntlBackslash: '<',
  KeyY: 'Z',
  KeyZ: 'Y',
  Slash: '-',
  ControlLeft: 'Strg',
  ControlRight: 'Strg',
  AltRight: 'Alt Gr',
  CapsLock: 'Feststell',
  Escape: 'Esc',
  Insert: 'Einfg',
  Delete: 'Entf',
  Home: 'Pos1',
  End: 'Ende',
  PageUp: 'Bild↑',
  PageDown: 'Bild↓',
  PrintScreen: 'Druck',
  ScrollLock: 'Rollen',
  NumpadDecimal: ',',
};

const MAC_CAPS: Record<string, string> = {
  Escape: 'esc',
  Backspace: 'delete',
  Tab: 'tab',
  CapsLock: 'caps lock',
  Enter: 'return',
  ShiftLeft: 'shift',
  ShiftRight: 'shift',
  ControlLeft: 'control',
  AltLeft: 'option',
  AltRight: 'option',
  MetaLeft: 'command',
  MetaRight: 'command',
  Space: '',
};

const OVERRIDES: Record<LayoutId, Record<string, string>> = {
  ansi: {},
  'iso-uk': UK_CAPS,
  'iso-de': DE_CAPS,
  mac: MAC_CAPS,
};

/** What the key with `code` shows on `layout`: letters and digits from the code, the rest from the tables. */
export function keycap(layout: LayoutId, code: string): string {
  const override = OVERRIDES[layout][code];
  if (override !== undefined) return override;
  const letterOrDigit = /^(?:Key|Digit|Numpad)([A-Z0-9])$/.exec(code);
  if (letterOrDigit) return letterOrDigit[1];
  return PC_CAPS[code] ?? code;
}

/** A key's accessible name: its cap, or its code where the cap is blank (the Mac's space bar) or a symbol. */
export function keyLabel(layout: LayoutId, code: string): string {
  const cap = keycap(layout, code);
  return /[A-Za-z0-9]/.test(cap) ? cap : `${cap} ${code}`.trim();
}
