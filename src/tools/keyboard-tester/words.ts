/** The keyboard tester's screen words (labels, notes, key states, the summary), one table for translation. */
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
