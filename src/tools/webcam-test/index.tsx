import { useCallback, useState } from 'react';
import { fileStamp } from '../../core/shared/media';
import { offerFrameRates, offerSizes, parseSizeKey, sizeKey } from './core';
import { formatFps, webcamSummary } from './reading';
import { WEBCAM_TEXTS as T } from './words';
import { Button } from '../../ui/components/Button';
import { downloadBlob } from '../../ui/components/download';
import { Panel } from '../../ui/components/Panel';
import { Select, type SelectOption } from '../../ui/components/Select';
import { Toggle } from '../../ui/components/Toggle';
import type { ToolViewProps } from '../../ui/tools/registry';
import { useCheckupSummary } from '../../ui/tools/shared/hardware/checkup';
import { DEFAULT_DEVICE, deviceOptions, devicesNamed, useMediaDevices } from '../../ui/tools/shared/hardware/media';
import { SettingsList, type Reading } from '../../ui/tools/shared/hardware/SettingsList';
import { useCamera, type CameraChoice } from './useCamera';
import { useMeasuredFps } from './useMeasuredFps';

/** The Select value for "let the camera choose" (size or rate). */
const CAMERA_DEFAULT = 'camera-default';

function sizeOptions(capabilities: MediaTrackCapabilities | null): SelectOption<string>[] {
  const sizes = capabilities ? offerSizes(capabilities.width, capabilities.height) : [];
  return [
    { value: CAMERA_DEFAULT, label: T.cameraDefault },
    ...sizes.map((s) => ({ value: sizeKey(s), label: sizeKey(s) })),
  ];
}

function rateOptions(capabilities: MediaTrackCapabilities | null): SelectOption<string>[] {
  const rates = capabilities ? offerFrameRates(capabilities.frameRate) : [];
  return [
    { value: CAMERA_DEFAULT, label: T.cameraDefault },
    ...rates.map((r) => ({ value: String(r), label: T.fps(String(r)) })),
  ];
}

function readings(settings: MediaTrackSettings | null, label: string, fps: number | null, running: boolean): Reading[] {
  const shown = (value: string | undefined) => value || T.notReported;
  return [
    { label: T.width, value: settings?.width ? T.pixels(settings.width) : T.notReported },
    { label: T.height, value: settings?.height ? T.pixels(settings.height) : T.notReported },
    { label: T.requestedFrameRate, value: settings?.frameRate ? formatFps(settings.frameRate) : T.notReported },
    { label: T.measuredFrameRate, value: fps !== null ? formatFps(fps) : running ? T.measuring : T.notReported },
    { label: T.facingMode, value: shown(settings?.facingMode) },
    { label: T.device, value: shown(label) },
  ];
}

/** Saves the frame on screen as a PNG, mirrored if the preview is. */
function saveSnapshot(video: HTMLVideoElement, mirrored: boolean): void {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const g = canvas.getContext('2d');
  if (!g || canvas.width === 0) return;
  if (mirrored) g.setTransform(-1, 0, 0, 1, canvas.width, 0);
  g.drawImage(video, 0, 0);
  canvas.toBlob((blob) => blob && downloadBlob(blob, T.snapshotFileName(fileStamp(new Date()))), 'image/png');
}

export default function WebcamTest(_props: ToolViewProps) {
  const { devices, refresh } = useMediaDevices('videoinput');
  const camera = useCamera(refresh);
  const { video } = camera;
  const fps = useMeasuredFps(video, camera.running);
  const [deviceId, setDeviceId] = useState(DEFAULT_DEVICE);
  const [size, setSize] = useState(CAMERA_DEFAULT);
  const [rate, setRate] = useState(CAMERA_DEFAULT);
  const [mirrored, setMirrored] = useState(false);

  const choice = useCallback(
    (over: Partial<{ deviceId: string; size: string; rate: string }>): CameraChoice => ({
      deviceId: over.deviceId ?? deviceId,
      size: parseSizeKey(over.size ?? size),
      frameRate: Number(over.rate ?? rate) || undefined,
    }),
    [deviceId, size, rate],
  );

  const { settings } = camera;
  const inUse = settings?.width && settings.height ? { width: settings.width, height: settings.height } : null;
  useCheckupSummary(webcamSummary(inUse, fps, camera.label));

  const onDevice = (id: string) => {
    setDeviceId(id);
    if (camera.running) void camera.start(choice({ deviceId: id }));
  };
  const onSize = (key: string) => {
    setSize(key);
    if (camera.running) void camera.apply(choice({ size: key }));
  };
  const onRate = (key: string) => {
    setRate(key);
    if (camera.running) void camera.apply(choice({ rate: key }));
  };

  return (
    <Panel title={T.panelTitle}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{T.privacy}</p>
      <div className="flex flex-wrap gap-2">
        {camera.running ? (
          <Button variant="danger" onClick={camera.stop}>
            {T.stop}
          </Button>
        ) : (
          <Button onClick={() => void camera.start(choice({}))}>{T.start}</Button>
        )}
        <Button
          variant="secondary"
          disabled={!camera.running}
          onClick={() => video.current && saveSnapshot(video.current, mirrored)}
        >
          {T.snapshot}
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Select
          label={T.camera}
          value={deviceId}
          options={deviceOptions(devices, T.defaultCamera, T.unnamedCamera)}
          onChange={onDevice}
        />
        <Select label={T.resolution} value={size} options={sizeOptions(camera.capabilities)} onChange={onSize} />
        <Select label={T.frameRate} value={rate} options={rateOptions(camera.capabilities)} onChange={onRate} />
      </div>
      {!devicesNamed(devices) && <p className="text-xs text-slate-500 dark:text-slate-400">{T.namesAfterPermission}</p>}
      <Toggle label={T.mirror} description={T.mirrorHint} checked={mirrored} onChange={setMirrored} />
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {camera.error}
      </p>
      <div className="relative overflow-hidden rounded-lg bg-slate-900">
        <video
          ref={video}
          aria-label={T.preview}
          autoPlay
          muted
          playsInline
          className={`mx-auto aspect-video max-h-[60vh] w-full object-contain ${mirrored ? '-scale-x-100' : ''}`}
        />
        {!camera.running && (
          <p className="absolute inset-0 flex items-center justify-center text-sm text-slate-200">{T.previewOff}</p>
        )}
      </div>
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">{T.settingsTitle}</h3>
      <SettingsList label={T.settingsList} readings={readings(settings, camera.label, fps, camera.running)} />
    </Panel>
  );
}
