/**
 * The camera stream behind the preview: opened only by `start` (from a click), switched in place by `apply`
 * when the size or rate changes, and stopped by `stop`, on unmount and on leaving the page (every track, so
 * the camera light goes off).
 */
import { useCallback, useRef, useState } from 'react';
import { mediaErrorKind, mediaErrorMessage } from '../../core/shared/media';
import { videoConstraints, type FrameSize } from './core';
import { WEBCAM_TEXTS } from './words';
import { DEFAULT_DEVICE, stopStream, useReleaseOnLeave } from '../../ui/tools/shared/hardware/media';

export interface CameraChoice {
  deviceId: string;
  size: FrameSize | undefined;
  frameRate: number | undefined;
}

export interface CameraState {
  running: boolean;
  error: string | null;
  settings: MediaTrackSettings | null;
  capabilities: MediaTrackCapabilities | null;
  label: string;
}

const OFF: CameraState = { running: false, error: null, settings: null, capabilities: null, label: '' };

function errorText(error: unknown): string {
  const kind = mediaErrorKind(error);
  if (kind === 'denied') return WEBCAM_TEXTS.errorDenied;
  if (kind === 'notFound') return WEBCAM_TEXTS.errorNotFound;
  if (kind === 'busy') return WEBCAM_TEXTS.errorBusy;
  if (kind === 'unsupported') return WEBCAM_TEXTS.errorUnsupported;
  return WEBCAM_TEXTS.errorOther(mediaErrorMessage(error));
}

/** Shows a stream in the preview (or clears it), re-reading the settings when the camera changes size. */
function attach(video: HTMLVideoElement | null, stream: MediaStream | null, onResize: (() => void) | null): void {
  if (!video) return;
  video.srcObject = stream;
  video.onresize = onResize;
}

const constraintsOf = (c: CameraChoice) =>
  videoConstraints(c.deviceId === DEFAULT_DEVICE ? null : c.deviceId, c.size, c.frameRate);

/** The camera and the preview element it shows in (`video`, to put on the <video>). */
export function useCamera(onStarted: () => void) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>(OFF);
  const stream = useRef<MediaStream | null>(null);
  // Each start or stop bumps this, so a camera that opens after a later Stop (or unmount) is closed at once.
  const generation = useRef(0);

  const readTrack = useCallback((track: MediaStreamTrack) => {
    setState({
      running: track.readyState === 'live',
      error: null,
      settings: track.getSettings(),
      capabilities: typeof track.getCapabilities === 'function' ? track.getCapabilities() : null,
      label: track.label,
    });
  }, []);

  const stop = useCallback(() => {
    generation.current++;
    stopStream(stream.current);
    stream.current = null;
    attach(video.current, null, null);
    setState(OFF);
  }, []);

  const start = useCallback(
    async (choice: CameraChoice) => {
      const mine = ++generation.current;
      stopStream(stream.current);
      stream.current = null;
      if (!navigator.mediaDevices?.getUserMedia) {
        setState({ ...OFF, error: WEBCAM_TEXTS.errorUnsupported });
        return;
      }
      let opened: MediaStream;
      try {
        opened = await navigator.mediaDevices.getUserMedia({ video: constraintsOf(choice) });
      } catch (error) {
        if (mine === generation.current) setState({ ...OFF, error: errorText(error) });
        return;
      }
      if (mine !== generation.current) return stopStream(opened);
      stream.current = opened;
      const track = opened.getVideoTracks()[0];
      track.addEventListener('ended', () => mine === generation.current && stop());
      attach(video.current, opened, () => mine === generation.current && readTrack(track));
      readTrack(track);
      onStarted();
    },
    [readTrack, stop, onStarted],
  );

  /** Changes size and rate on the running camera (the device itself changes through `start`). */
  const apply = useCallback(
    async (choice: CameraChoice) => {
      const track = stream.current?.getVideoTracks()[0];
      if (!track) return;
      const { deviceId: _device, ...rest } = constraintsOf(choice);
      try {
        await track.applyConstraints(rest);
        readTrack(track);
      } catch {
        readTrack(track);
        setState((s) => ({ ...s, error: WEBCAM_TEXTS.errorConstraints }));
      }
    },
    [readTrack],
  );

  useReleaseOnLeave(stop);
  return { ...state, video, start, apply, stop };
}
