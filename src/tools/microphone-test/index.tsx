import { useMemo, useRef, useState } from 'react';
import { formatDbfs } from '../../core/shared/audio-levels';
import { DEFAULT_PROCESSING, PROCESSING_KEYS, type Processing } from './core';
import { describeSwitch, microphoneSummary } from './reading';
import { MICROPHONE_TEXTS as T } from './words';
import { Button } from '../../ui/components/Button';
import { Panel } from '../../ui/components/Panel';
import { Select } from '../../ui/components/Select';
import { Toggle } from '../../ui/components/Toggle';
import type { ToolViewProps } from '../../ui/tools/registry';
import { useCheckupSummary } from '../../ui/tools/shared/hardware/checkup';
import { DEFAULT_DEVICE, deviceOptions, devicesNamed, useMediaDevices } from '../../ui/tools/shared/hardware/media';
import { SettingsList, type Reading } from '../../ui/tools/shared/hardware/SettingsList';
import { useLevelMeter, type LevelReading } from './useLevelMeter';
import { useMicrophone } from './useMicrophone';
import { RecordingPanel } from './RecordingPanel';

const CANVAS_CLASS = 'h-24 w-full rounded-lg bg-slate-100 dark:bg-slate-800';

function settingReadings(settings: MediaTrackSettings | null, label: string): Reading[] {
  return [
    { label: T.device, value: label || T.notReported },
    ...PROCESSING_KEYS.map((key) => ({ label: T[key], value: describeSwitch(settings?.[key]) })),
    { label: T.sampleRate, value: settings?.sampleRate ? T.hertz(settings.sampleRate) : T.notReported },
    { label: T.channelCount, value: settings?.channelCount ? String(settings.channelCount) : T.notReported },
  ];
}

const levelReadings = ({ level, hold, loudest }: LevelReading): Reading[] => [
  { label: T.level, value: formatDbfs(level) },
  { label: T.peakHold, value: formatDbfs(hold) },
  { label: T.loudestPeak, value: formatDbfs(loudest) },
];

export default function MicrophoneTest(_props: ToolViewProps) {
  const { devices, refresh } = useMediaDevices('audioinput');
  const mic = useMicrophone(refresh);
  const [deviceId, setDeviceId] = useState(DEFAULT_DEVICE);
  const [processing, setProcessing] = useState<Processing>(DEFAULT_PROCESSING);
  const meter = useRef<HTMLCanvasElement>(null);
  const waveform = useRef<HTMLCanvasElement>(null);
  const spectrum = useRef<HTMLCanvasElement>(null);
  const canvases = useMemo(() => ({ meter, waveform, spectrum }), []);
  const reading = useLevelMeter(mic.analyser, canvases);
  useCheckupSummary(microphoneSummary(reading.loudest));

  const onDevice = (id: string) => {
    setDeviceId(id);
    if (mic.running) void mic.start(id, processing);
  };
  const onSwitch = (key: keyof Processing, on: boolean) => {
    const next = { ...processing, [key]: on };
    setProcessing(next);
    if (mic.running) void mic.start(deviceId, next);
  };

  return (
    <>
      <Panel title={T.panelTitle}>
        <p className="text-sm text-slate-600 dark:text-slate-300">{T.privacy}</p>
        <div className="flex flex-wrap gap-2">
          {mic.running ? (
            <Button variant="danger" onClick={mic.stop}>
              {T.stop}
            </Button>
          ) : (
            <Button onClick={() => void mic.start(deviceId, processing)}>{T.start}</Button>
          )}
        </div>
        <Select
          label={T.microphone}
          value={deviceId}
          options={deviceOptions(devices, T.defaultMicrophone, T.unnamedMicrophone)}
          onChange={onDevice}
        />
        {!devicesNamed(devices) && (
          <p className="text-xs text-slate-500 dark:text-slate-400">{T.namesAfterPermission}</p>
        )}
        <div className="flex flex-col gap-3">
          {PROCESSING_KEYS.map((key) => (
            <Toggle key={key} label={T[key]} checked={processing[key]} onChange={(on) => onSwitch(key, on)} />
          ))}
          <p className="text-xs text-slate-500 dark:text-slate-400">{T.switchesHint}</p>
        </div>
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {mic.error}
        </p>
        <h3 className="text-base font-semibold text-slate-900 dark:text-white">{T.levelTitle}</h3>
        <canvas ref={meter} role="img" aria-label={T.meter} width={600} height={24} className={CANVAS_CLASS} />
        <SettingsList label={T.levelTitle} readings={levelReadings(reading)} />
        <div className="grid gap-4 md:grid-cols-2">
          <figure className="flex flex-col gap-1">
            <figcaption className="text-sm font-medium text-slate-700 dark:text-slate-200">{T.waveform}</figcaption>
            <canvas
              ref={waveform}
              role="img"
              aria-label={T.waveformCanvas}
              width={600}
              height={120}
              className={CANVAS_CLASS}
            />
          </figure>
          <figure className="flex flex-col gap-1">
            <figcaption className="text-sm font-medium text-slate-700 dark:text-slate-200">{T.spectrum}</figcaption>
            <canvas
              ref={spectrum}
              role="img"
              aria-label={T.spectrumCanvas}
              width={600}
              height={120}
              className={CANVAS_CLASS}
            />
          </figure>
        </div>
        <h3 className="text-base font-semibold text-slate-900 dark:text-white">{T.settingsTitle}</h3>
        <SettingsList label={T.settingsList} readings={settingReadings(mic.settings, mic.label)} />
      </Panel>
      <RecordingPanel stream={mic.stream} audio={mic.audio} />
    </>
  );
}
