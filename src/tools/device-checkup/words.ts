/** The Device Check-up's words (steps, verdicts, the report), one table for translation. */
import type { StepKey, Verdict } from './core';
// Loads the family's words (the system's rows in the report) with this screen.
export { SYSTEM_INFO_TEXTS } from '../system-snapshot/words';

export const CHECKUP_TEXTS = {
  intro:
    'One pass through the tests a used or repaired computer needs. Mark each step pass, fail or skip, with a note; ' +
    'the report is made on this device and nothing is sent anywhere. The camera and microphone are asked for only ' +
    'when you press Start in their steps.',
  stepsTitle: 'The steps',
  start: 'Start check-up',
  stepHeading: (at: number, of: number, name: string) => `Step ${at} of ${of}: ${name}`,
  verdictLegend: (name: string) => `Result for ${name}`,
  verdicts: { pass: 'Pass', fail: 'Fail', skipped: 'Skip' } satisfies Record<Verdict, string>,
  verdictWords: { pass: 'Passed', fail: 'Failed', skipped: 'Skipped' } satisfies Record<Verdict, string>,
  note: 'Note (optional)',
  notePlaceholder: 'What you saw: a dead pixel near the top left, a crackle in the left speaker…',
  measured: 'Measured',
  nothingMeasured: 'Nothing measured yet',
  back: 'Back',
  next: 'Next step',
  finish: 'See the report',
  progress: 'Check-up steps',
  viewMissing: 'This test is not available in this version of the site.',
  reportTitle: 'Device check-up report',
  reportMadeOn: (date: string) => `Made on ${date}, on this device. Nothing was sent anywhere.`,
  reportSummary: (passed: number, failed: number, skipped: number) =>
    `${passed} passed, ${failed} failed, ${skipped} skipped`,
  resultsTitle: 'Results',
  systemTitle: 'System',
  columns: { step: 'Test', verdict: 'Result', measured: 'Measured', note: 'Note' },
  print: 'Print report',
  download: 'Download as HTML',
  startOver: 'Start over',
  edit: 'Change results',
  fileName: (date: string) => `device-checkup-${date}.html`,
  steps: {
    keyboard: 'Keyboard',
    mouse: 'Mouse',
    display: 'Display',
    refresh: 'Refresh rate',
    touch: 'Touchscreen',
    speakers: 'Speakers',
    microphone: 'Microphone',
    webcam: 'Webcam',
    battery: 'Battery',
    system: 'System info',
  } satisfies Record<StepKey, string>,
} as const;
