/**
 * Camera, microphone and audio-output plumbing shared by the webcam, microphone and speaker tests: the device
 * list (refreshed when devices come and go, and once permission reveals their names), stopping a stream, and
 * releasing everything when the view unmounts or the page is left.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { SelectOption } from '../../../components/Select';

/** The Select value for "let the browser choose" (Select refuses empty values). */
export const DEFAULT_DEVICE = 'default';

/** Stops every track of a stream, which turns the camera light off and frees the microphone. */
export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The devices of one kind, listed without asking for anything (names are empty until permission is granted). */
export function useMediaDevices(kind: MediaDeviceKind): { devices: MediaDeviceInfo[]; refresh: () => void } {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const refresh = useCallback(() => {
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.enumerateDevices) return;
    media
      .enumerateDevices()
      .then((all) => setDevices(all.filter((d) => d.kind === kind && d.deviceId !== '')))
      .catch(() => setDevices([]));
  }, [kind]);
  useEffect(() => {
    const media = navigator.mediaDevices;
    if (!media) return;
    refresh();
    media.addEventListener('devicechange', refresh);
    return () => media.removeEventListener('devicechange', refresh);
  }, [refresh]);
  return { devices, refresh };
}

/** The device list as Select options: the default first, then each device by name (or "Camera 2" unnamed). */
export function deviceOptions(
  devices: readonly MediaDeviceInfo[],
  defaultLabel: string,
  unnamed: (n: number) => string,
): SelectOption<string>[] {
  const listed = devices
    .filter((d) => d.deviceId !== DEFAULT_DEVICE)
    .map((d, i) => ({ value: d.deviceId, label: d.label || unnamed(i + 1) }));
  return [{ value: DEFAULT_DEVICE, label: defaultLabel }, ...listed];
}

/** Whether the devices have names yet (they do once the visitor allowed the camera or microphone). */
export const devicesNamed = (devices: readonly MediaDeviceInfo[]) => devices.some((d) => d.label !== '');

/**
 * Calls `release` when the view unmounts and when the page is hidden for good or put in the back-forward cache
 * (`pagehide`), so leaving the page always turns the camera and microphone off and silences the audio.
 */
export function useReleaseOnLeave(release: () => void): void {
  const latest = useRef(release);
  useEffect(() => {
    latest.current = release;
  }, [release]);
  useEffect(() => {
    const onHide = () => latest.current();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      latest.current();
    };
  }, []);
}

const neverChanges = () => () => {};

/**
 * Whether the browser has a feature (MediaRecorder, setSinkId...), read without a hydration mismatch: the
 * prerendered page assumes it does (so it says nothing alarming), and the browser's own answer follows at once.
 */
export function useBrowserHas(check: () => boolean): boolean {
  return useSyncExternalStore(neverChanges, check, () => true);
}
