/**
 * Every sound of the speaker test, on one AudioContext made at the first click: sources go through one master
 * gain (the volume), each sound first silences the last, and `silence` stops them all at once. The context is
 * closed on unmount and on leaving the page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { PAN, SWEEP, volumeGain, type Channel, type Waveform } from './core';
import { useAudioContext } from '../../ui/tools/shared/hardware/audio';
import { DEFAULT_DEVICE } from '../../ui/tools/shared/hardware/media';

export type SoundKind = Channel | 'sweep' | 'tone' | 'inPhase' | 'inverted';

export interface Playing {
  kind: SoundKind;
  /** When it started, on the AudioContext's clock (s). */
  startedAt: number;
}

const CHANNEL_SECONDS = 1.5;
const CHANNEL_HZ = 440;
const POLARITY_SECONDS = 4;
const POLARITY_HZ = 100;

type SinkContext = AudioContext & { setSinkId?: (id: string) => Promise<void> };

/** Whether this browser lets a page choose the AudioContext's output device. */
export const canChooseOutput = () =>
  typeof AudioContext === 'function' && typeof (AudioContext.prototype as SinkContext).setSinkId === 'function';

/** Sends the context's sound to an output device (the default for DEFAULT_DEVICE). */
function chooseOutput(context: AudioContext, sinkId: string): Promise<void> {
  const sink = context as SinkContext;
  if (typeof sink.setSinkId !== 'function') return Promise.resolve();
  return sink.setSinkId(sinkId === DEFAULT_DEVICE ? '' : sinkId);
}

/** A gain that fades in and out around a sound of `seconds`, so it starts and ends without a click. */
function envelope(context: AudioContext, start: number, seconds: number): GainNode {
  const gain = context.createGain();
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(1, start + 0.02);
  gain.gain.setValueAtTime(1, start + seconds - 0.05);
  gain.gain.linearRampToValueAtTime(0, start + seconds);
  return gain;
}

export function useSpeakers(volume: number, sinkId: string) {
  const audio = useAudioContext();
  const master = useRef<GainNode | null>(null);
  const sources = useRef(new Set<OscillatorNode>());
  const tone = useRef<OscillatorNode | null>(null);
  const [playing, setPlaying] = useState<Playing | null>(null);
  const [sinkFailed, setSinkFailed] = useState(false);

  const silence = useCallback(() => {
    for (const source of sources.current) {
      source.onended = null;
      source.stop();
      source.disconnect();
    }
    sources.current.clear();
    tone.current = null;
    setPlaying(null);
  }, []);

  /** The running context and its master gain (made on the first click). */
  const output = useCallback(() => {
    const context = audio.open();
    if (master.current?.context !== context) {
      master.current = context.createGain();
      master.current.gain.value = volumeGain(volume);
      master.current.connect(context.destination);
      if (sinkId !== DEFAULT_DEVICE) chooseOutput(context, sinkId).catch(() => setSinkFailed(true));
    }
    return { context, gain: master.current };
  }, [audio, volume, sinkId]);

  /** Starts a new oscillator (after silencing the last sound) and keeps track of it until it ends. */
  const begin = useCallback(
    (kind: SoundKind, type: OscillatorType, hz: number, seconds: number | null) => {
      silence();
      const { context, gain } = output();
      const oscillator = new OscillatorNode(context, { type, frequency: hz });
      const startedAt = context.currentTime + 0.01;
      oscillator.start(startedAt);
      if (seconds !== null) oscillator.stop(startedAt + seconds);
      sources.current.add(oscillator);
      oscillator.onended = () => {
        sources.current.delete(oscillator);
        if (sources.current.size === 0) setPlaying(null);
      };
      setPlaying({ kind, startedAt });
      return { context, gain, oscillator, startedAt };
    },
    [silence, output],
  );

  const playChannel = useCallback(
    (channel: Channel) => {
      const { context, gain, oscillator, startedAt } = begin(channel, 'sine', CHANNEL_HZ, CHANNEL_SECONDS);
      const pan = new StereoPannerNode(context, { pan: PAN[channel] });
      oscillator
        .connect(envelope(context, startedAt, CHANNEL_SECONDS))
        .connect(pan)
        .connect(gain);
    },
    [begin],
  );

  const startSweep = useCallback(() => {
    const { gain, oscillator, startedAt } = begin('sweep', 'sine', SWEEP.fromHz, SWEEP.seconds);
    oscillator.frequency.setValueAtTime(SWEEP.fromHz, startedAt);
    oscillator.frequency.exponentialRampToValueAtTime(SWEEP.toHz, startedAt + SWEEP.seconds);
    oscillator.connect(gain);
  }, [begin]);

  const playTone = useCallback(
    (type: Waveform, hz: number) => {
      const { gain, oscillator } = begin('tone', type, hz, null);
      oscillator.connect(gain);
      tone.current = oscillator;
    },
    [begin],
  );

  /** Both speakers, the right one inverted or not: a ChannelMerger with a −1 gain on one side. */
  const playPolarity = useCallback(
    (inverted: boolean) => {
      const kind = inverted ? 'inverted' : 'inPhase';
      const { context, gain, oscillator, startedAt } = begin(kind, 'sine', POLARITY_HZ, POLARITY_SECONDS);
      const shaped = oscillator.connect(envelope(context, startedAt, POLARITY_SECONDS));
      const merger = new ChannelMergerNode(context, { numberOfInputs: 2 });
      shaped.connect(merger, 0, 0);
      shaped.connect(new GainNode(context, { gain: inverted ? -1 : 1 })).connect(merger, 0, 1);
      merger.connect(gain);
    },
    [begin],
  );

  const setToneFrequency = useCallback((hz: number) => {
    const oscillator = tone.current;
    oscillator?.frequency.setTargetAtTime(hz, oscillator.context.currentTime, 0.02);
  }, []);

  useEffect(() => {
    const gain = master.current;
    gain?.gain.setTargetAtTime(volumeGain(volume), gain.context.currentTime, 0.02);
  }, [volume]);

  useEffect(() => {
    const context = audio.current();
    if (!context) return;
    chooseOutput(context, sinkId).then(
      () => setSinkFailed(false),
      () => setSinkFailed(true),
    );
  }, [audio, sinkId]);

  /** The time on the sound's clock, for the sweep's live frequency. */
  const now = useCallback(() => audio.current()?.currentTime ?? 0, [audio]);

  return {
    playing,
    sinkFailed,
    now,
    silence,
    playChannel,
    startSweep,
    playTone,
    playPolarity,
    setToneFrequency,
  };
}
