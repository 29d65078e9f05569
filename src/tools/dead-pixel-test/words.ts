import type { PatternId } from './core';

/** The dead pixel test's screen words (patterns, controls, notes, the exerciser's warning), one table for translation. */
export const DEAD_PIXEL_TEXTS = {
  patterns: {
    black: 'Black',
    white: 'White',
    red: 'Red',
    green: 'Green',
    blue: 'Blue',
    cyan: 'Cyan',
    magenta: 'Magenta',
    yellow: 'Yellow',
    grey: 'Grey',
    greyscale: 'Black to white gradient',
    spectrum: 'Color spectrum gradient',
    checkerboard: 'Checkerboard',
  } satisfies Record<PatternId, string>,
  title: 'Dead pixel test',
  intro:
    'Shows your whole screen in one color at a time, then gradients and a checkerboard. A dead pixel stays dark on every color; a stuck one stays lit in one color.',
  keys: 'Click, Space or the right arrow steps on; the left arrow steps back; Esc leaves.',
  start: 'Start the test',
  startHint: 'Opens fullscreen. If the browser refuses, the test runs in a large area on this page.',
  leave: 'Leave the test',
  inPage: 'Fullscreen was refused: the test runs in this area instead. Esc leaves.',
  step: (index: number, total: number, name: string) => `Pattern ${index} of ${total}: ${name}`,
  stageLabel: 'Test pattern. Click, Space or arrow keys step on, left arrow steps back, Esc leaves.',
  exerciser: 'Stuck-pixel exerciser',
  exerciserIntro:
    'A small square flashing red, green, blue, white and black quickly. Left over a stuck pixel for a few minutes, it can sometimes free it.',
  exerciserOpen: 'Set up the exerciser',
  warningTitle: 'Photosensitivity warning',
  warning:
    'The exerciser flashes rapidly. It can trigger seizures in people with photosensitive epilepsy. Do not start it if that may apply to you or anyone watching.',
  exerciserStart: 'Start flashing',
  exerciserCancel: 'Cancel',
  exerciserStop: 'Stop flashing',
  exerciserRunning:
    'The square is flashing on the test pattern. Drag it over the pixel, or focus it and move it with the arrow keys (Shift for 10 pixels).',
  squareRole: 'movable square',
  squareLabel: 'Flashing square. Arrow keys move it by one pixel, Shift with an arrow by ten.',
  summary: (seen: number, total: number) => `${seen} of ${total} patterns viewed`,
} as const;
