/**
 * The AudioContext lifecycle for the microphone and speaker tests: made only when asked (from a click, so the
 * browser lets it run), resumed if suspended, closed on demand, on unmount and on leaving the page.
 */
import { useCallback, useMemo, useRef } from 'react';
import { useReleaseOnLeave } from './media';

export interface AudioContextHandle {
  /** The running context, made now if there is none (call from a click or key handler). */
  open: () => AudioContext;
  /** The context if one is open. */
  current: () => AudioContext | null;
  /** Closes the context, which stops every sound and frees the audio device. */
  close: () => void;
}

/** Whether this browser has Web Audio at all. */
export const hasWebAudio = () => typeof window !== 'undefined' && typeof window.AudioContext === 'function';

export function useAudioContext(): AudioContextHandle {
  const context = useRef<AudioContext | null>(null);
  const open = useCallback(() => {
    if (!context.current || context.current.state === 'closed') context.current = new AudioContext();
    if (context.current.state === 'suspended') void context.current.resume();
    return context.current;
  }, []);
  const current = useCallback(() => context.current, []);
  const close = useCallback(() => {
    const closing = context.current;
    context.current = null;
    if (closing && closing.state !== 'closed') void closing.close();
  }, []);
  useReleaseOnLeave(close);
  return useMemo(() => ({ open, current, close }), [open, current, close]);
}

/** Calls `frame` on every animation frame until the returned function is called (call it on stop and unmount). */
export function startFrameLoop(frame: (now: number) => void): () => void {
  let handle = requestAnimationFrame(function step(now) {
    frame(now);
    handle = requestAnimationFrame(step);
  });
  return () => cancelAnimationFrame(handle);
}
