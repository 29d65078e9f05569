/**
 * The frame rate the preview actually shows: one timestamp per new video frame, from
 * requestVideoFrameCallback where the browser has it, else from animation frames on which `currentTime`
 * moved. Shown twice a second (no React render per frame).
 */
import { useEffect, useState, type RefObject } from 'react';
import { measuredFps } from './core';

const SHOW_EVERY_MS = 500;
const KEEP_MS = 2000;

type FrameVideo = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: (now: number) => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
};

/** Calls `onFrame(now)` per new frame of the video until the returned function is called. */
function watchFrames(video: FrameVideo, onFrame: (now: number) => void): () => void {
  let handle = 0;
  if (video.requestVideoFrameCallback && video.cancelVideoFrameCallback) {
    const next = (now: number) => {
      onFrame(now);
      handle = video.requestVideoFrameCallback(next);
    };
    handle = video.requestVideoFrameCallback(next);
    return () => video.cancelVideoFrameCallback(handle);
  }
  let lastTime = -1;
  const step = (now: number) => {
    if (video.currentTime !== lastTime) {
      lastTime = video.currentTime;
      onFrame(now);
    }
    handle = requestAnimationFrame(step);
  };
  handle = requestAnimationFrame(step);
  return () => cancelAnimationFrame(handle);
}

/** The measured fps of the video while `running` (null until two frames came, and when stopped). */
export function useMeasuredFps(video: RefObject<HTMLVideoElement | null>, running: boolean): number | null {
  const [fps, setFps] = useState<number | null>(null);
  useEffect(() => {
    const element = video.current;
    if (!running || !element) return;
    const times: number[] = [];
    let shownAt = 0;
    const stop = watchFrames(element, (now) => {
      times.push(now);
      while (times.length > 2 && now - times[0] > KEEP_MS) times.shift();
      if (now - shownAt >= SHOW_EVERY_MS) {
        shownAt = now;
        setFps(measuredFps(times));
      }
    });
    return () => {
      stop();
      setFps(null);
    };
  }, [video, running]);
  return running ? fps : null;
}
