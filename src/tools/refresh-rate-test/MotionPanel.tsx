import { useEffect, useRef, useState } from 'react';
import { MOTION_SPEEDS } from './core';
import { REFRESH_RATE_TEXTS } from './words';
import { Button } from '../../ui/components/Button';
import { Panel } from '../../ui/components/Panel';
import { drawTrack, TRACK_HEIGHT } from './canvas';

/** The motion-blur test: squares crossing a track at a few speeds, drawn each frame while on. */
export function MotionPanel() {
  const [moving, setMoving] = useState(false);
  const track = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!moving) return;
    let frame = 0;
    const started = performance.now();
    const tick = (now: number) => {
      if (track.current) drawTrack(track.current, now - started);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [moving]);
  return (
    <Panel title={REFRESH_RATE_TEXTS.motion}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{REFRESH_RATE_TEXTS.motionIntro}</p>
      <div>
        <Button variant={moving ? 'secondary' : 'primary'} onClick={() => setMoving((on) => !on)}>
          {moving ? REFRESH_RATE_TEXTS.motionStop : REFRESH_RATE_TEXTS.motionStart}
        </Button>
      </div>
      <canvas
        ref={track}
        role="img"
        aria-label={REFRESH_RATE_TEXTS.motionLabel(MOTION_SPEEDS.join(', '))}
        className="w-full rounded-lg bg-slate-900"
        style={{ height: TRACK_HEIGHT }}
      />
    </Panel>
  );
}
