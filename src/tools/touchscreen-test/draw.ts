/** Draws the touch surface: the grid (filled cells lit) and every touch point with its id, size and pressure. */
import type { Grid, TouchPoint } from './core';
import { describePressure, describeSize } from './reading';
import { TOUCHSCREEN_TEXTS } from './words';
import { fitCanvas } from '../../ui/tools/shared/hardware/canvas';

const FILLED = 'rgba(16, 185, 129, 0.45)';
const LINE = 'rgba(148, 163, 184, 0.35)';
const POINT = 'rgba(129, 140, 248, 0.55)';
/** A touch is drawn at least this big, so a device reporting no size still shows where it is. */
const MIN_RADIUS = 14;

function drawGrid(ctx: CanvasRenderingContext2D, grid: Grid, width: number, height: number) {
  const cellW = width / grid.columns;
  const cellH = height / grid.rows;
  ctx.fillStyle = FILLED;
  for (let cell = 0; cell < grid.filled.length; cell++) {
    if (grid.filled[cell])
      ctx.fillRect((cell % grid.columns) * cellW, Math.floor(cell / grid.columns) * cellH, cellW, cellH);
  }
  ctx.fillStyle = LINE;
  for (let c = 1; c < grid.columns; c++) ctx.fillRect(Math.round(c * cellW), 0, 1, height);
  for (let r = 1; r < grid.rows; r++) ctx.fillRect(0, Math.round(r * cellH), width, 1);
}

function drawPoint(ctx: CanvasRenderingContext2D, point: TouchPoint, width: number) {
  ctx.fillStyle = POINT;
  ctx.beginPath();
  ctx.ellipse(
    point.x,
    point.y,
    Math.max(MIN_RADIUS, point.radiusX),
    Math.max(MIN_RADIUS, point.radiusY),
    0,
    0,
    2 * Math.PI,
  );
  ctx.fill();
  const lines = [TOUCHSCREEN_TEXTS.pointLabel(point.id), describeSize(point), describePressure(point.force)];
  const left = point.x + 24 > width - 150 ? point.x - 174 : point.x + 24;
  ctx.fillStyle = '#f8fafc';
  for (const [i, line] of lines.entries()) ctx.fillText(line, left, point.y - 14 + i * 15);
}

export function drawSurface(canvas: HTMLCanvasElement, grid: Grid, points: Iterable<TouchPoint>): void {
  const fitted = fitCanvas(canvas);
  if (!fitted) return;
  const { ctx, width, height } = fitted;
  ctx.clearRect(0, 0, width, height);
  drawGrid(ctx, grid, width, height);
  ctx.font = '12px ui-sans-serif, system-ui, sans-serif';
  for (const point of points) drawPoint(ctx, point, width);
}
