/** The keyboard tester's screen words (labels, notes, key caps, the summary), one table for translation. */
import type { LayoutId } from './core/layouts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const KEYBOARD_TEXTS = {
  title: 'Your keyboard',
  layout: 'Layout',
  layouts: { ansi: 'ANSI (US)', 'iso-uk': 'ISO (UK)', 'iso-de': 'ISO (DE)', mac: 'Mac (US)' } satisfies Record<
    LayoutId,
    string
  >,
  keyboard: 'On-screen keyboard',
  captureArea: 'Key test area',
  capturePrompt: 'Press keys to test them: the whole page listens, except in a form field.',
  captureFocused: 'Press keys to test them. Tab leaves this area.',
  captureLocked: 'Every key is captured, Esc and system shortcuts too. Hold Esc to leave fullscreen.',
  captureFullscreen: 'Press keys to test them. Esc leaves fullscreen; Tab leaves this area.',
  privacy: 'Key presses stay on this page; nothing is recorded or sent.',
  fullscreen: 'Fullscreen with key lock',
  exitFullscreen: 'Exit fullscreen',
  fullscreenRefused: 'The browser did not allow fullscreen here.',
  lockUnavailable: 'This browser has no Keyboard Lock: Esc and system shortcuts still go to the browser.',
  reset: 'Reset',
  results: 'Results',
  held: 'Held now',
  rollover: 'Most held at once',
  tested: 'Keys tested',
  chatter: 'Chatter',
  repeatDelay: 'Repeat delay',
  repeatRate: 'Repeat rate',
  none: 'None',
  notYet: 'Not measured yet',
  ms: (n: number) => `${n} ms`,
  hz: (n: number) => `${n} per second`,
  chatterCount: (n: number) => (n === 0 ? 'None' : plural(n, 'press', 'presses')),
  chatterNote: (ms: number) => `A key pressed again within ${ms} ms of its release is flagged as chatter.`,
  repeatNote: 'Hold a key down to measure how long the keyboard waits before repeating it, and how fast it repeats.',
  offLayout: 'Keys not on this layout',
  recent: 'Recent key events',
  recentEmpty: 'No keys pressed yet.',
  columns: { key: 'key', code: 'code', location: 'location', modifiers: 'modifiers', repeat: 'repeat', note: 'note' },
  locations: ['Standard', 'Left', 'Right', 'Number pad'] as readonly string[],
  up: 'released',
  yes: 'yes',
  no: 'no',
  chatterFlag: (gap: number) => `chatter (${Math.round(gap)} ms)`,
  keyState: { held: 'held', tested: 'tested', untested: 'not tested' },
  keyName: (cap: string, state: string) => `${cap}, ${state}`,
  summary: (tested: number, rollover: number, chatter: number) =>
    `${plural(tested, 'key', 'keys')} tested, ${rollover} held at once, ` +
    (chatter === 0 ? 'no chatter' : `chatter on ${plural(chatter, 'key', 'keys')}`),
} as const;

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
