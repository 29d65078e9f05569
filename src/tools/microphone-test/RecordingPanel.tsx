import { formatSeconds } from './reading';
import { MICROPHONE_TEXTS as T } from './words';
import { Button } from '../../ui/components/Button';
import { Panel } from '../../ui/components/Panel';
import type { AudioContextHandle } from '../../ui/tools/shared/hardware/audio';
import { useBrowserHas } from '../../ui/tools/shared/hardware/media';
import { canRecord, useRecorder } from './useRecorder';

/** Record up to 10 s from the open microphone, play it back, and save it only when asked. */
export function RecordingPanel({ stream, audio }: { stream: MediaStream | null; audio: AudioContextHandle }) {
  const rec = useRecorder(stream, audio);
  const recordable = useBrowserHas(canRecord);
  const recording = rec.recordingMs !== null;
  const status = recording
    ? T.recording(formatSeconds(rec.recordingMs ?? 0))
    : rec.recording
      ? T.recorded(formatSeconds(rec.recording.ms))
      : '';
  return (
    <Panel title={T.recordingTitle}>
      {!recordable && <p className="text-sm text-slate-600 dark:text-slate-300">{T.cannotRecord}</p>}
      <div className="flex flex-wrap gap-2">
        {recording ? (
          <Button variant="danger" onClick={rec.stopRecording}>
            {T.stopRecording}
          </Button>
        ) : (
          <Button variant="secondary" disabled={!stream || !recordable} onClick={rec.record}>
            {T.record}
          </Button>
        )}
        <Button variant="secondary" disabled={!rec.recording || recording} onClick={() => void rec.play()}>
          {T.play}
        </Button>
        <Button variant="secondary" disabled={!rec.recording || recording} onClick={rec.save}>
          {T.save}
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
        {status}
      </p>
      {rec.playError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {T.cannotPlay}
        </p>
      )}
    </Panel>
  );
}
