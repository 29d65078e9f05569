/**
 * Device Check-up: one guided pass through the hardware tests, each step marked pass, fail or skipped with a note
 * and what the test measured, ending in a report. Pure: the steps, the tallies, the report's file date and the
 * escaping its HTML needs (../report.ts writes the report in words).
 */
export type { Verdict } from './verdict';
import type { Verdict } from './verdict';

export type StepKey =
  'keyboard' | 'mouse' | 'display' | 'refresh' | 'touch' | 'speakers' | 'microphone' | 'webcam' | 'battery' | 'system';

export interface CheckupStep {
  key: StepKey;
  /** The hardware test shown in this step (its catalogue id). */
  toolId: string;
  /** Offered only where the device can have it (a touchscreen where the browser reports touch points). */
  onlyWithTouch?: true;
}

/** The steps in order: input, display, sound, camera, power, then the system as the browser reports it. */
export const CHECKUP_STEPS: readonly CheckupStep[] = [
  { key: 'keyboard', toolId: 'keyboard-tester' },
  { key: 'mouse', toolId: 'mouse-tester' },
  { key: 'touch', toolId: 'touchscreen-test', onlyWithTouch: true },
  { key: 'display', toolId: 'dead-pixel-test' },
  { key: 'refresh', toolId: 'refresh-rate-test' },
  { key: 'speakers', toolId: 'speaker-test' },
  { key: 'microphone', toolId: 'microphone-test' },
  { key: 'webcam', toolId: 'webcam-test' },
  { key: 'battery', toolId: 'battery-info' },
  { key: 'system', toolId: 'system-info' },
];

/** The steps for a device with `maxTouchPoints` touch points. */
export const stepsFor = (maxTouchPoints: number) =>
  CHECKUP_STEPS.filter((step) => !step.onlyWithTouch || maxTouchPoints > 0);

export interface StepResult {
  key: StepKey;
  verdict: Verdict;
  /** The test's own one-line summary of what it measured, if it measured anything. */
  measured: string | null;
  note: string;
}

export interface SystemRow {
  label: string;
  value: string;
}

export interface CheckupReport {
  date: Date;
  results: readonly StepResult[];
  system: readonly { group: string; rows: readonly SystemRow[] }[];
}

export function tally(results: readonly StepResult[]): Record<Verdict, number> {
  const counts: Record<Verdict, number> = { pass: 0, fail: 0, skipped: 0 };
  for (const result of results) counts[result.verdict]++;
  return counts;
}

/** A date as a file name's part: YYYY-MM-DD, local. */
export function fileDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
