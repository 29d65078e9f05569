/**
 * Plays a Morse schedule (tools/morse-code/core/timing) with Web Audio: one sine oscillator whose gain is switched
 * on and off at each tone's times, with 5 ms ramps so the edges do not click. The AudioContext is made only here,
 * on a click (browsers' autoplay policy lets audio start from a user gesture), and closed on Stop or at the end.
 */
import type { MorseSchedule } from './core/timing';

/** The tone's pitch: 600 Hz, a usual CW sidetone. */
const TONE_HZ = 600;
const RAMP_S = 0.005;
const VOLUME = 0.4;
/** A little lead, so the first tone's start is not already in the past when the context begins. */
const LEAD_S = 0.05;

export interface MorsePlayback {
  /** Ms since the first tone's start (negative during the lead), on the audio clock. */
  elapsedMs: () => number;
  stop: () => void;
  /** The context, for tests and the state it is in. */
  context: AudioContext;
}

/** Whether this browser has Web Audio. */
export const hasWebAudio = () => typeof window !== 'undefined' && typeof window.AudioContext === 'function';

/** Starts playing the schedule now; `onEnd` runs when it has played through (not after `stop`). */
export function playMorse(schedule: MorseSchedule, onEnd: () => void): MorsePlayback {
  const context = new AudioContext();
  const oscillator = new OscillatorNode(context, { type: 'sine', frequency: TONE_HZ });
  const gain = new GainNode(context, { gain: 0 });
  oscillator.connect(gain).connect(context.destination);
  const start = context.currentTime + LEAD_S;
  for (const tone of schedule.tones) {
    const on = start + tone.start / 1000;
    const off = on + tone.duration / 1000;
    gain.gain.setValueAtTime(0, on);
    gain.gain.linearRampToValueAtTime(VOLUME, on + RAMP_S);
    gain.gain.setValueAtTime(VOLUME, off - RAMP_S);
    gain.gain.linearRampToValueAtTime(0, off);
  }
  const end = start + schedule.totalMs / 1000;
  oscillator.start(start);
  oscillator.stop(end + RAMP_S);
  let stopped = false;
  oscillator.onended = () => {
    if (stopped) return;
    stopped = true;
    void context.close();
    onEnd();
  };
  void context.resume();
  return {
    elapsedMs: () => (context.currentTime - start) * 1000,
    stop: () => {
      if (stopped) return;
      stopped = true;
      gain.gain.cancelScheduledValues(0);
      gain.gain.value = 0;
      void context.close();
    },
    context,
  };
}
