/** Canvas helpers of the refresh rate test: a crisp backing store, the frame-time graph and the motion track. */
import { graphBars, isDropped, MOTION_SPEEDS, trackPosition, type RefreshRun } from './core';
import { REFRESH_RATE_TEXTS } from './words';
import { fitCanvas } from '../../ui/tools/shared/hardware/canvas';

const BACKGROUND = '#0f172a';
const BAR = '#818cf8';
const DROPPED = '#f87171';
const MEDIAN_LINE = '#e2e8f0';
const BAR_WIDTH = 3;

/** The last frames' intervals as bars (3 px each, newest on the right), red where dropped, with the median line. */
export function drawGraph(canvas: HTMLCanvasElement, run: RefreshRun): void {
  const fitted = fitCanvas(canvas);
  if (!fitted) return;
  const { ctx, width, height } = fitted;
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, width, height);
  const shown = run.intervals.slice(-Math.floor(width / BAR_WIDTH));
  const bars = graphBars(shown, run.medianMs, height);
  const left = width - shown.length * BAR_WIDTH;
  for (const [i, bar] of bars.entries()) {
    ctx.fillStyle = isDropped(shown[i], run.medianMs) ? DROPPED : BAR;
    ctx.fillRect(left + i * BAR_WIDTH, height - bar, BAR_WIDTH - 1, bar);
  }
  if (run.medianMs > 0) {
    ctx.fillStyle = MEDIAN_LINE;
    ctx.fillRect(0, Math.round(height / 2), width, 1);
  }
}

const LANE = 56;
const SQUARE = 40;

/** The motion track: one lane per speed, a square with a bright edge stripe at its place `elapsedMs` in. */
export function drawTrack(canvas: HTMLCanvasElement, elapsedMs: number): void {
  const fitted = fitCanvas(canvas);
  if (!fitted) return;
  const { ctx, width } = fitted;
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, width, MOTION_SPEEDS.length * LANE);
  ctx.font = '12px ui-sans-serif, system-ui, sans-serif';
  for (const [lane, speed] of MOTION_SPEEDS.entries()) {
    const top = lane * LANE;
    const x = trackPosition(elapsedMs, speed, width + SQUARE) - SQUARE;
    ctx.fillStyle = '#1e293b';
    ctx.fillRect(0, top + LANE - 2, width, 2);
    ctx.fillStyle = '#f8fafc';
    ctx.fillRect(x, top + (LANE - SQUARE) / 2, SQUARE, SQUARE);
    ctx.fillStyle = '#6366f1';
    ctx.fillRect(x + SQUARE / 2 - 4, top + (LANE - SQUARE) / 2, 8, SQUARE);
    ctx.fillStyle = '#94a3b8';
    ctx.fillText(REFRESH_RATE_TEXTS.speed(speed), 6, top + 14);
  }
}

export const TRACK_HEIGHT = MOTION_SPEEDS.length * LANE;
