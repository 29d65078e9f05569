/** The mouse tester's screen words (labels, notes, the summary), one table for translation. */
import type { ButtonName, WheelDirection } from './core/stats';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const MOUSE_TEXTS = {
  area: 'Mouse test area',
  areaPrompt:
    'Click each button, turn and tilt the wheel, and move the mouse here. The context menu and the back and forward ' +
    'buttons do nothing inside this area, and the wheel does not scroll the page. Tab leaves it.',
  privacy: 'Mouse events stay on this page; nothing is recorded or sent.',
  reset: 'Reset',
  buttons: 'Buttons',
  buttonNames: { left: 'Left', middle: 'Middle', right: 'Right', back: 'Back', forward: 'Forward' } satisfies Record<
    ButtonName,
    string
  >,
  presses: (button: string) => `${button} button presses`,
  wheel: 'Wheel',
  wheelNames: { up: 'Up', down: 'Down', left: 'Left', right: 'Right' } satisfies Record<WheelDirection, string>,
  wheelSteps: (direction: string) => `Wheel ${direction.toLowerCase()} steps`,
  deltaMode: 'deltaMode',
  deltaModes: ['0 (pixels)', '1 (lines)', '2 (pages)'] as readonly string[],
  notYet: 'Not measured yet',
  polling: 'Polling rate',
  pollingHz: (hz: number) => `${hz} Hz`,
  pollingNow: 'Now',
  pollingPeak: 'Highest seen',
  pollingSource: (raw: boolean) =>
    raw ? 'From pointerrawupdate events.' : 'From coalesced pointer events (this browser has no pointerrawupdate).',
  pollingHint: 'Move the mouse quickly and steadily inside the area.',
  clicks: 'Double-click intervals',
  clicksHint: 'Double-click any button: the time between its two presses is listed here.',
  threshold: 'Chatter threshold',
  chatter: 'Possible chatter',
  chatterCount: (n: number) => (n === 0 ? 'None' : plural(n, 'press', 'presses')),
  chatterFlag: 'possible chatter',
  gap: (button: string, ms: number) => `${button}: ${ms} ms`,
  ms: 'ms',
  summary: (buttons: number, directions: number, hz: number | null, chatter: number) =>
    `${buttons} of 5 buttons, wheel ${directions} of 4 directions, ` +
    (hz === null ? 'polling rate not measured' : `${hz} Hz polling`) +
    `, ${chatter === 0 ? 'no chatter' : `possible chatter ×${chatter}`}`,
} as const;
