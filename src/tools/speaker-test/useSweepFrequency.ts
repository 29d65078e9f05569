/** The sweep's frequency now, read from the audio clock each frame and shown ten times a second. */
import { useEffect, useState } from 'react';
import { sweepFrequency } from './core';
import { startFrameLoop } from '../../ui/tools/shared/hardware/audio';
import type { Playing } from './useSpeakers';

const SHOW_EVERY_MS = 100;

export function useSweepFrequency(playing: Playing | null, now: () => number): number | null {
  const [hz, setHz] = useState<number | null>(null);
  const startedAt = playing?.kind === 'sweep' ? playing.startedAt : null;
  useEffect(() => {
    if (startedAt === null) return;
    let shownAt = -Infinity;
    const stop = startFrameLoop((frame) => {
      if (frame - shownAt < SHOW_EVERY_MS) return;
      shownAt = frame;
      setHz(sweepFrequency(now() - startedAt));
    });
    return () => {
      stop();
      setHz(null);
    };
  }, [startedAt, now]);
  return startedAt === null ? null : hz;
}
