import { Play, Square } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { MORSE_ACTIONS, textToMorse, type MorseOptions } from './core';
import { MORSE_MESSAGES } from './words';
import { morseSchedule, morseTiming, toneAt } from './core/timing';
import { Button } from '../../ui/components/Button';
import { hasWebAudio, playMorse, type MorsePlayback } from './morse-audio';

/** The most characters of the input the player reads (its schedule keeps at most MAX_TONES dots and dashes anyway). */
const PLAY_CHARS = 40_000;

interface MorsePlayerProps {
  /** The editor's text (null for a file: nothing to play). */
  text: string | null;
  action: string;
  options: MorseOptions;
}

const noSubscription = () => () => {};

/** The Morse the input stands for: the input itself (Morse → text), or its translation (text → Morse). */
function morseOf(text: string | null, action: string, wordGap: MorseOptions['wordGap']): string {
  if (!text) return '';
  const head = text.slice(0, PLAY_CHARS);
  return action === MORSE_ACTIONS.toMorse ? textToMorse(head, wordGap).output : head;
}

/** The schedule of the input's Morse at the chosen speed (Farnsworth gaps when its overall speed is lower). */
function useSchedule(text: string | null, action: string, options: MorseOptions) {
  const { wordGap, wpm, farnsworth } = options;
  const morse = useMemo(() => morseOf(text, action, wordGap), [text, action, wordGap]);
  return useMemo(
    () => morseSchedule(morse, morseTiming(Number(wpm), farnsworth === 'off' ? undefined : Number(farnsworth))),
    [morse, wpm, farnsworth],
  );
}

/**
 * The Morse translator's player: Play sounds the input's Morse with Web Audio (only from that click, as browsers'
 * autoplay policy wants) while a light flashes in step, on the audio clock; Stop ends it. A new input or speed
 * stops what is playing.
 */
export function MorsePlayer({ text, action, options }: MorsePlayerProps) {
  const schedule = useSchedule(text, action, options);
  const [playing, setPlaying] = useState(false);
  const [lit, setLit] = useState(false);
  const playback = useRef<MorsePlayback | null>(null);

  const stop = () => {
    playback.current?.stop();
    playback.current = null;
    setPlaying(false);
    setLit(false);
  };
  // A changed schedule (input, speed) or leaving the page stops the sound.
  useEffect(
    () => () => {
      playback.current?.stop();
      playback.current = null;
      setPlaying(false);
      setLit(false);
    },
    [schedule],
  );

  useEffect(() => {
    if (!playing) return;
    let frame = requestAnimationFrame(function tick() {
      const now = playback.current?.elapsedMs() ?? -1;
      setLit(toneAt(schedule.tones, now));
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, schedule]);

  const play = () => {
    stop();
    playback.current = playMorse(schedule, () => {
      playback.current = null;
      setPlaying(false);
      setLit(false);
    });
    setPlaying(true);
  };

  const seconds = (schedule.totalMs / 1000).toFixed(1);
  // The prerendered page assumes Web Audio; the browser then says whether it has it (no hydration mismatch).
  const audio = useSyncExternalStore(noSubscription, hasWebAudio, () => true);
  const empty = schedule.tones.length === 0;
  return (
    <section
      aria-label={MORSE_MESSAGES.playerLabel}
      data-testid="morse-player"
      data-playing={playing}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <span
        role="img"
        aria-label={`${MORSE_MESSAGES.light}: ${lit ? MORSE_MESSAGES.lightOn : MORSE_MESSAGES.lightOff}`}
        data-testid="morse-light"
        data-lit={lit}
        className={
          'size-6 shrink-0 rounded-full border border-slate-400 transition-none ' +
          (lit ? 'bg-amber-400 shadow-[0_0_12px_4px] shadow-amber-300' : 'bg-slate-200 dark:bg-slate-700')
        }
      />
      <Button onClick={play} disabled={empty || !audio || playing}>
        <Play aria-hidden className="size-4" />
        {MORSE_MESSAGES.play}
      </Button>
      <Button variant="secondary" onClick={stop} disabled={!playing}>
        <Square aria-hidden className="size-4" />
        {MORSE_MESSAGES.stop}
      </Button>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {!audio
          ? MORSE_MESSAGES.noAudio
          : empty
            ? MORSE_MESSAGES.nothingToPlay
            : playing
              ? MORSE_MESSAGES.playing(seconds)
              : MORSE_MESSAGES.stopped(seconds)}
        {schedule.capped && ` ${MORSE_MESSAGES.playCapped(schedule.tones.length)}`}
      </p>
    </section>
  );
}
