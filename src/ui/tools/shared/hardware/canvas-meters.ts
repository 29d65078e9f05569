/**
 * Canvas drawings for live audio (the microphone test's meter, waveform and spectrum; any test that shows
 * sound): drawn straight onto a canvas each animation frame, so a 60 Hz meter costs no React render.
 * Colours read well on both themes (indigo on a transparent background, a mid-grey grid).
 */

const LINE = '#6366f1';
const HOLD = '#ef4444';
const GRID = 'rgba(148, 163, 184, 0.35)';

function clear(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  const g = canvas.getContext('2d');
  g?.clearRect(0, 0, canvas.width, canvas.height);
  return g;
}

/** The time-domain samples (−1…1) as a line across the canvas, with a centre line. */
export function drawWaveform(canvas: HTMLCanvasElement, samples: Float32Array): void {
  const g = clear(canvas);
  if (!g) return;
  const { width, height } = canvas;
  g.strokeStyle = GRID;
  g.beginPath();
  g.moveTo(0, height / 2);
  g.lineTo(width, height / 2);
  g.stroke();
  g.strokeStyle = LINE;
  g.lineWidth = 2;
  g.beginPath();
  const step = samples.length / width;
  for (let x = 0; x < width; x++) {
    const s = samples[Math.floor(x * step)] ?? 0;
    const y = ((1 - Math.max(-1, Math.min(1, s))) / 2) * height;
    if (x === 0) g.moveTo(x, y);
    else g.lineTo(x, y);
  }
  g.stroke();
}

/** Frequency bins (0–255 from AnalyserNode.getByteFrequencyData) as bars on a logarithmic frequency axis. */
export function drawSpectrum(canvas: HTMLCanvasElement, bins: Uint8Array): void {
  const g = clear(canvas);
  if (!g || bins.length < 2) return;
  const { width, height } = canvas;
  g.fillStyle = LINE;
  const logMax = Math.log(bins.length);
  for (let x = 0; x < width; x += 3) {
    // Bin 1 at the left edge, the last bin at the right: each octave gets the same width.
    const bin = Math.min(bins.length - 1, Math.floor(Math.exp((x / width) * logMax)));
    const h = (bins[bin] / 255) * height;
    g.fillRect(x, height - h, 2, h);
  }
}

/** A horizontal level bar from `floorDb` to 0 dBFS, with the held peak as a red mark. */
export function drawLevelMeter(canvas: HTMLCanvasElement, levelDb: number, holdDb: number, floorDb = -60): void {
  const g = clear(canvas);
  if (!g) return;
  const { width, height } = canvas;
  const x = (db: number) => (Number.isFinite(db) ? Math.max(0, Math.min(1, 1 - db / floorDb)) * width : 0);
  g.fillStyle = GRID;
  for (let db = floorDb; db <= 0; db += 6) g.fillRect(x(db), 0, 1, height);
  g.fillStyle = LINE;
  g.fillRect(0, height * 0.2, x(levelDb), height * 0.6);
  if (Number.isFinite(holdDb)) {
    g.fillStyle = HOLD;
    g.fillRect(Math.max(0, x(holdDb) - 2), 0, 3, height);
  }
}
