/**
 * A recording of up to 10 s, made only when the visitor presses Record, kept in memory, played back through
 * Web Audio (decoded, so no blob: media URL is needed under the site's CSP) and saved only on request.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fileStamp } from '../../core/shared/media';
import { MAX_RECORDING_MS, recordingExtension } from './core';
import { MICROPHONE_TEXTS as T } from './words';
import { downloadBlob } from '../../ui/components/download';
import type { AudioContextHandle } from '../../ui/tools/shared/hardware/audio';

export interface Recording {
  blob: Blob;
  ms: number;
}

export const canRecord = () => typeof MediaRecorder === 'function';

export function useRecorder(stream: MediaStream | null, audio: AudioContextHandle) {
  const recorder = useRef<MediaRecorder | null>(null);
  const [recordingMs, setRecordingMs] = useState<number | null>(null);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [playError, setPlayError] = useState(false);

  const stopRecording = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const record = useCallback(() => {
    if (!stream || !canRecord()) return;
    const chunks: Blob[] = [];
    const started = performance.now();
    const made = new MediaRecorder(stream);
    const tick = setInterval(() => setRecordingMs(performance.now() - started), 100);
    const limit = setTimeout(() => made.state === 'recording' && made.stop(), MAX_RECORDING_MS);
    made.ondataavailable = (e) => chunks.push(e.data);
    made.onstop = () => {
      clearInterval(tick);
      clearTimeout(limit);
      recorder.current = null;
      setRecordingMs(null);
      const ms = Math.min(MAX_RECORDING_MS, performance.now() - started);
      setRecording({ blob: new Blob(chunks, { type: made.mimeType }), ms });
    };
    recorder.current = made;
    setPlayError(false);
    setRecordingMs(0);
    made.start();
  }, [stream]);

  // A recorder stops by itself when its stream ends (Stop, a switch change); this makes sure of it on unmount.
  useEffect(() => stopRecording, [stream, stopRecording]);

  const play = useCallback(async () => {
    if (!recording) return;
    const context = audio.open();
    try {
      const buffer = await context.decodeAudioData(await recording.blob.arrayBuffer());
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.connect(context.destination);
      source.start();
      setPlayError(false);
    } catch {
      setPlayError(true);
    }
  }, [recording, audio]);

  const save = useCallback(() => {
    if (!recording) return;
    const name = T.recordingFileName(fileStamp(new Date()), recordingExtension(recording.blob.type));
    downloadBlob(recording.blob, name);
  }, [recording]);

  return { recordingMs, recording, playError, record, stopRecording, play, save };
}
