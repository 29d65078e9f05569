/**
 * The microphone stream and its analyser: opened only by `start` (from a click), opened again with new
 * constraints when a processing switch changes, and released by `stop`, on unmount and on leaving the page
 * (every track stopped, the AudioContext closed).
 */
import { useCallback, useRef, useState } from 'react';
import { mediaErrorKind, mediaErrorMessage } from '../../core/shared/media';
import { audioConstraints, type Processing } from './core';
import { MICROPHONE_TEXTS as T } from './words';
import { useAudioContext } from '../../ui/tools/shared/hardware/audio';
import { DEFAULT_DEVICE, stopStream, useReleaseOnLeave } from '../../ui/tools/shared/hardware/media';

export interface MicrophoneState {
  stream: MediaStream | null;
  analyser: AnalyserNode | null;
  error: string | null;
  settings: MediaTrackSettings | null;
  label: string;
}

const OFF: MicrophoneState = { stream: null, analyser: null, error: null, settings: null, label: '' };

function errorText(error: unknown): string {
  const kind = mediaErrorKind(error);
  if (kind === 'denied') return T.errorDenied;
  if (kind === 'notFound') return T.errorNotFound;
  if (kind === 'busy') return T.errorBusy;
  if (kind === 'unsupported') return T.errorUnsupported;
  return T.errorOther(mediaErrorMessage(error));
}

/** An analyser on the stream (not connected to the speakers: the visitor never hears themselves). */
function analyse(context: AudioContext, stream: MediaStream): AnalyserNode {
  const analyser = context.createAnalyser();
  analyser.fftSize = 2048;
  analyser.smoothingTimeConstant = 0.6;
  context.createMediaStreamSource(stream).connect(analyser);
  return analyser;
}

export function useMicrophone(onStarted: () => void) {
  const audio = useAudioContext();
  const [state, setState] = useState<MicrophoneState>(OFF);
  const stream = useRef<MediaStream | null>(null);
  // Each start or stop bumps this, so a microphone that opens after a later Stop (or unmount) is closed at once.
  const generation = useRef(0);

  const stop = useCallback(() => {
    generation.current++;
    stopStream(stream.current);
    stream.current = null;
    audio.close();
    setState(OFF);
  }, [audio]);

  const start = useCallback(
    async (deviceId: string, processing: Processing) => {
      const mine = ++generation.current;
      // Some devices open only once at a time: release the old track before asking again.
      stopStream(stream.current);
      stream.current = null;
      if (!navigator.mediaDevices?.getUserMedia) {
        setState({ ...OFF, error: T.errorUnsupported });
        return;
      }
      const context = audio.open(); // made inside the click, so the browser lets it run
      let opened: MediaStream;
      try {
        const id = deviceId === DEFAULT_DEVICE ? '' : deviceId;
        opened = await navigator.mediaDevices.getUserMedia({ audio: audioConstraints(id, processing) });
      } catch (error) {
        if (mine === generation.current) {
          audio.close();
          setState({ ...OFF, error: errorText(error) });
        }
        return;
      }
      if (mine !== generation.current) return stopStream(opened);
      stream.current = opened;
      const track = opened.getAudioTracks()[0];
      track.addEventListener('ended', () => mine === generation.current && stop());
      setState({
        stream: opened,
        analyser: analyse(context, opened),
        error: null,
        settings: track.getSettings(),
        label: track.label,
      });
      onStarted();
    },
    [audio, stop, onStarted],
  );

  useReleaseOnLeave(stop);
  return { ...state, running: state.stream !== null, audio, start, stop };
}
