/** The refresh rate test's screen words (controls, readings, notes), one table for translation. */
export const REFRESH_RATE_TEXTS = {
  title: 'Refresh rate',
  intro:
    'Measured from the browser’s animation frames: the median time between frames, snapped to the nearest common rate when it is that close. Keep this tab in front and the page still while it measures.',
  start: 'Start measuring',
  stop: 'Stop',
  reset: 'Reset',
  rate: 'Refresh rate',
  frameTime: 'Median frame time',
  frames: 'Frames measured',
  dropped: 'Dropped frames',
  measuring: 'Measuring…',
  notYet: '—',
  hz: (hz: string) => `${hz} Hz`,
  measuredHz: (hz: string) => `${hz} Hz (measured, not a common rate)`,
  ms: (ms: string) => `${ms} ms`,
  graph: 'Frame times',
  graphLabel: (median: string) =>
    `Frame-time graph of the latest frames, median ${median} ms; taller bars are slower frames, red ones dropped.`,
  graphEmpty: 'Frame-time graph: start measuring to draw it.',
  motion: 'Motion blur',
  motionIntro:
    'Squares cross the track at three speeds, one frame step each refresh. Sharp edges mean little blur; a smeared trail or ghost copies mean slow pixel response.',
  motionStart: 'Start the motion test',
  motionStop: 'Stop the motion test',
  motionLabel: (speeds: string) => `Motion test track: squares moving at ${speeds} pixels per second.`,
  speed: (pxPerSecond: number) => `${pxPerSecond} px/s`,
  summary: (rate: string, dropped: number) => `${rate}, ${dropped} dropped ${dropped === 1 ? 'frame' : 'frames'}`,
} as const;
