/**
 * The live meter: each animation frame reads the analyser, draws the level bar, waveform and spectrum on their
 * canvases, and keeps the peak hold; the figures in text are rendered ten times a second, not per frame.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { NO_PEAK, peakDbfs, peakHoldLevel, rmsDbfs, updatePeakHold } from '../../core/shared/audio-levels';
import { startFrameLoop } from '../../ui/tools/shared/hardware/audio';
import { drawLevelMeter, drawSpectrum, drawWaveform } from '../../ui/tools/shared/hardware/canvas-meters';

const SHOW_EVERY_MS = 100;

export interface MeterCanvases {
  meter: RefObject<HTMLCanvasElement | null>;
  waveform: RefObject<HTMLCanvasElement | null>;
  spectrum: RefObject<HTMLCanvasElement | null>;
}

export interface LevelReading {
  /** RMS level now (dBFS). */
  level: number;
  /** The held peak as shown now (dBFS). */
  hold: number;
  /** The loudest peak since the view opened (dBFS). */
  loudest: number;
}

const SILENT: LevelReading = { level: -Infinity, hold: -Infinity, loudest: -Infinity };

export function useLevelMeter(analyser: AnalyserNode | null, canvases: MeterCanvases): LevelReading {
  const [reading, setReading] = useState<LevelReading>(SILENT);
  const loudest = useRef(-Infinity);
  useEffect(() => {
    if (!analyser) return;
    const samples = new Float32Array(analyser.fftSize);
    const bins = new Uint8Array(analyser.frequencyBinCount);
    let hold = NO_PEAK;
    let shownAt = 0;
    const stop = startFrameLoop((now) => {
      analyser.getFloatTimeDomainData(samples);
      analyser.getByteFrequencyData(bins);
      const level = rmsDbfs(samples);
      const peak = peakDbfs(samples);
      hold = updatePeakHold(hold, peak, now);
      const held = peakHoldLevel(hold, now);
      loudest.current = Math.max(loudest.current, peak);
      if (canvases.meter.current) drawLevelMeter(canvases.meter.current, level, held);
      if (canvases.waveform.current) drawWaveform(canvases.waveform.current, samples);
      if (canvases.spectrum.current) drawSpectrum(canvases.spectrum.current, bins);
      if (now - shownAt >= SHOW_EVERY_MS) {
        shownAt = now;
        setReading({ level, hold: held, loudest: loudest.current });
      }
    });
    return () => {
      stop();
      setReading((r) => ({ ...SILENT, loudest: r.loudest }));
    };
  }, [analyser, canvases]);
  return reading;
}
