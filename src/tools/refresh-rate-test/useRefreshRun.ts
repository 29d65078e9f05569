import { useEffect, useState, type RefObject } from 'react';
import { addFrame, measureRun, newRun, type RefreshMeasurement } from './core';
import { drawGraph } from './canvas';

/** How often the readings on the page are updated (the graph is drawn every frame, on its canvas). */
const PUBLISH_MS = 250;

/**
 * While `running`, a rAF loop adds each frame's timestamp to a fresh run and draws the graph; the measurement is
 * published to React four times a second. Stopping or unmounting cancels the loop; the last reading stays.
 */
export function useRefreshRun(running: boolean, graph: RefObject<HTMLCanvasElement | null>): RefreshMeasurement | null {
  const [measurement, setMeasurement] = useState<RefreshMeasurement | null>(null);
  useEffect(() => {
    if (!running) return;
    const run = newRun();
    let frame = 0;
    let published = 0;
    const tick = (now: number) => {
      addFrame(run, now);
      if (graph.current) drawGraph(graph.current, run);
      if (now - published >= PUBLISH_MS) {
        published = now;
        setMeasurement(measureRun(run));
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [running, graph]);
  return measurement;
}
