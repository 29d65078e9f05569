import { useState } from 'react';
import { CHANNELS, START_VOLUME, sweepFrequency, TONE, WAVEFORMS, type Channel, type Waveform } from './core';
import { formatFrequency, speakerSummary } from './reading';
import { SPEAKER_TEXTS as T } from './words';
import { Button } from '../../ui/components/Button';
import { Panel } from '../../ui/components/Panel';
import { Select } from '../../ui/components/Select';
import { SliderInput } from '../../ui/components/SliderInput';
import type { ToolViewProps } from '../../ui/tools/registry';
import { useCheckupSummary } from '../../ui/tools/shared/hardware/checkup';
import {
  DEFAULT_DEVICE,
  deviceOptions,
  devicesNamed,
  useBrowserHas,
  useMediaDevices,
} from '../../ui/tools/shared/hardware/media';
import { SettingsList } from '../../ui/tools/shared/hardware/SettingsList';
import { canChooseOutput, useSpeakers, type Playing } from './useSpeakers';
import { useSweepFrequency } from './useSweepFrequency';

const HINT = 'text-sm text-slate-600 dark:text-slate-300';

function playingText(playing: Playing | null, toneHz: number): string {
  if (!playing) return T.silent;
  const { kind } = playing;
  if (kind === 'sweep') return T.playing(T.sweepPlaying);
  if (kind === 'tone') return T.playing(T.tonePlaying(formatFrequency(toneHz)));
  if (kind === 'inPhase') return T.playing(T.inPhasePlaying);
  if (kind === 'inverted') return T.playing(T.invertedPlaying);
  return T.playing(T.channelPlaying[kind]);
}

function OutputPanel({
  sinkId,
  onChange,
  failed,
}: {
  sinkId: string;
  onChange: (id: string) => void;
  failed: boolean;
}) {
  const { devices } = useMediaDevices('audiooutput');
  const choosable = useBrowserHas(canChooseOutput);
  return (
    <Panel title={T.outputTitle}>
      {choosable ? (
        <>
          <Select
            label={T.output}
            value={sinkId}
            options={deviceOptions(devices, T.defaultOutput, T.unnamedOutput)}
            onChange={onChange}
          />
          {!devicesNamed(devices) && <p className={HINT}>{T.outputHint}</p>}
          {failed && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {T.outputFailed}
            </p>
          )}
        </>
      ) : (
        <p className={HINT}>{T.outputUnsupported}</p>
      )}
    </Panel>
  );
}

export default function SpeakerTest(_props: ToolViewProps) {
  const [volume, setVolume] = useState(START_VOLUME);
  const [sinkId, setSinkId] = useState(DEFAULT_DEVICE);
  const [waveform, setWaveform] = useState<Waveform>('sine');
  const [toneHz, setToneHz] = useState<number>(TONE.startHz);
  const [played, setPlayed] = useState<ReadonlySet<Channel>>(new Set());
  const [heardUpTo, setHeardUpTo] = useState<number | null>(null);
  const speakers = useSpeakers(volume, sinkId);
  const sweepHz = useSweepFrequency(speakers.playing, speakers.now);
  useCheckupSummary(speakerSummary(played, heardUpTo));

  const playChannel = (channel: Channel) => {
    speakers.playChannel(channel);
    setPlayed((p) => new Set([...p, channel]));
  };
  const stoppedHearing = () => {
    const { playing } = speakers;
    if (playing?.kind !== 'sweep') return;
    setHeardUpTo(sweepFrequency(speakers.now() - playing.startedAt));
    speakers.silence();
  };
  const onToneHz = (hz: number) => {
    setToneHz(hz);
    speakers.setToneFrequency(hz);
  };
  const onWaveform = (type: Waveform) => {
    setWaveform(type);
    if (speakers.playing?.kind === 'tone') speakers.playTone(type, toneHz);
  };
  const sweeping = speakers.playing?.kind === 'sweep';

  return (
    <>
      <Panel title={T.panelTitle}>
        <p className={HINT}>{T.privacy}</p>
        <SliderInput label={T.volume} value={volume} min={0} max={100} onChange={setVolume} unit={T.percent} />
        <div className="flex flex-wrap items-center gap-4">
          <Button variant="danger" onClick={speakers.silence}>
            {T.stop}
          </Button>
          <p role="status" className="text-sm font-medium text-slate-800 dark:text-slate-100">
            {playingText(speakers.playing, toneHz)}
          </p>
        </div>
      </Panel>
      <Panel title={T.channelsTitle}>
        <p className={HINT}>{T.channelsHint}</p>
        <div className="flex flex-wrap gap-2">
          {CHANNELS.map((channel) => (
            <Button key={channel} variant="secondary" onClick={() => playChannel(channel)}>
              {T.playChannel[channel]}
            </Button>
          ))}
        </div>
        <SettingsList
          label={T.channelsTitle}
          readings={[
            {
              label: T.played,
              value:
                CHANNELS.filter((c) => played.has(c))
                  .map((c) => T.channelName[c])
                  .join(', ') || T.notYet,
            },
          ]}
        />
      </Panel>
      <Panel title={T.sweepTitle}>
        <p className={HINT}>{T.sweepHint}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={speakers.startSweep}>
            {T.startSweep}
          </Button>
          <Button disabled={!sweeping} onClick={stoppedHearing}>
            {T.stoppedHearing}
          </Button>
        </div>
        <SettingsList
          label={T.sweepTitle}
          readings={[
            { label: T.currentFrequency, value: sweepHz === null ? T.notYet : formatFrequency(sweepHz) },
            { label: T.heardUpTo, value: heardUpTo === null ? T.notYet : formatFrequency(heardUpTo) },
          ]}
        />
      </Panel>
      <Panel title={T.toneTitle}>
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <Select
            label={T.waveform}
            value={waveform}
            options={WAVEFORMS.map((w) => ({ value: w, label: T.waveformName[w] }))}
            onChange={onWaveform}
          />
          <SliderInput
            label={T.frequency}
            value={toneHz}
            min={TONE.minHz}
            max={TONE.maxHz}
            onChange={onToneHz}
            unit={T.hz}
          />
        </div>
        <div>
          <Button variant="secondary" onClick={() => speakers.playTone(waveform, toneHz)}>
            {T.playTone}
          </Button>
        </div>
      </Panel>
      <Panel title={T.polarityTitle}>
        <p className={HINT}>{T.polarityHint}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => speakers.playPolarity(false)}>
            {T.inPhase}
          </Button>
          <Button variant="secondary" onClick={() => speakers.playPolarity(true)}>
            {T.inverted}
          </Button>
        </div>
      </Panel>
      <OutputPanel sinkId={sinkId} onChange={setSinkId} failed={speakers.sinkFailed} />
    </>
  );
}
