import { useEffect, useRef } from 'react';
import { SECTORS, type StickView } from './core';
import { formatValue } from './reading';
import { GAMEPAD_TESTER_TEXTS as T } from './words';

const SIZE = 176;
const RADIUS = 76;

/** The circle, the deadzone, the reach traced so far (the gate's shape) and the stick's dot. */
function draw(ctx: CanvasRenderingContext2D, stick: StickView, deadzone: number) {
  const c = SIZE / 2;
  ctx.clearRect(0, 0, SIZE, SIZE);
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = '#94a3b8';
  ctx.beginPath();
  ctx.arc(c, c, RADIUS, 0, 2 * Math.PI);
  ctx.moveTo(c - RADIUS, c);
  ctx.lineTo(c + RADIUS, c);
  ctx.moveTo(c, c - RADIUS);
  ctx.lineTo(c, c + RADIUS);
  ctx.stroke();
  ctx.fillStyle = 'rgba(148, 163, 184, 0.3)';
  ctx.beginPath();
  ctx.arc(c, c, RADIUS * deadzone, 0, 2 * Math.PI);
  ctx.fill();
  if (stick.reach.some((r) => r > 0)) {
    ctx.strokeStyle = '#10b981';
    ctx.beginPath();
    stick.reach.forEach((r, i) => {
      const angle = ((i + 0.5) / SECTORS) * 2 * Math.PI;
      const [x, y] = [c + Math.cos(angle) * r * RADIUS, c + Math.sin(angle) * r * RADIUS];
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    });
    ctx.closePath();
    ctx.stroke();
  }
  ctx.fillStyle = '#4f46e5';
  ctx.beginPath();
  ctx.arc(c + stick.raw.x * RADIUS, c + stick.raw.y * RADIUS, 7, 0, 2 * Math.PI);
  ctx.fill();
}

export function StickCanvas({ stick, name, deadzone }: { stick: StickView; name: string; deadzone: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) draw(ctx, stick, deadzone);
  }, [stick, deadzone]);
  return (
    <canvas
      ref={canvas}
      width={SIZE}
      height={SIZE}
      role="img"
      aria-label={T.stickPicture(name, formatValue(stick.raw.x), formatValue(stick.raw.y))}
      className="shrink-0 rounded-full bg-slate-50 dark:bg-slate-800"
    />
  );
}
