/**
 * Palette extraction: an image's opaque pixels, counted by colour, clustered in OKLab by weighted k-means whose
 * centres are seeded by k-means++ from a fixed seed, so the same image always gives the same palette.
 */
import { converter, type Oklab } from 'culori/fn';
import { fault } from './faults';
import { swatchOf, type Swatch } from './swatch';

/** At most this many pixels are clustered: a larger image is scaled down to it first (in the worker). */
export const MAX_SAMPLE_PIXELS = 65_536;
export const COLOUR_COUNTS = [5, 6, 7, 8] as const;
/** A pixel at least this opaque counts; fainter ones are background. */
const MIN_ALPHA = 128;
const MAX_ROUNDS = 30;
const SEED = 0x5eed;

export interface ExtractedColour {
  swatch: Swatch;
  /** Its share of the counted pixels, in percent. */
  share: number;
}

/** The size an image is drawn at before clustering: its own, or scaled down to at most MAX_SAMPLE_PIXELS. */
export function sampleSize(width: number, height: number): { width: number; height: number } {
  const pixels = width * height;
  if (pixels <= MAX_SAMPLE_PIXELS) return { width, height };
  const scale = Math.sqrt(MAX_SAMPLE_PIXELS / pixels);
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

/** A small seeded generator (mulberry32): deterministic, good enough to pick seeds. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Points {
  /** OKLab coordinates, three per distinct colour. */
  lab: Float64Array;
  weight: Float64Array;
  count: number;
}

const toOklab = converter('oklab');

/** The distinct opaque colours of RGBA pixels, with how many pixels have each, in OKLab. */
function distinctColours(rgba: Uint8ClampedArray | Uint8Array): Points {
  const counts = new Map<number, number>();
  for (let i = 0; i < rgba.length; i += 4) {
    if (rgba[i + 3] < MIN_ALPHA) continue;
    const key = (rgba[i] << 16) | (rgba[i + 1] << 8) | rgba[i + 2];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const keys = [...counts.keys()].sort((a, b) => a - b); // a fixed order, whatever the pixels' order
  const lab = new Float64Array(keys.length * 3);
  const weight = new Float64Array(keys.length);
  keys.forEach((key, i) => {
    const { l, a, b } = toOklab({
      mode: 'rgb',
      r: (key >> 16) / 255,
      g: ((key >> 8) & 255) / 255,
      b: (key & 255) / 255,
    });
    lab.set([l, a, b], i * 3);
    weight[i] = counts.get(key) ?? 0;
  });
  return { lab, weight, count: keys.length };
}

const distance = (lab: Float64Array, i: number, centres: Float64Array, j: number) => {
  const dl = lab[i * 3] - centres[j * 3];
  const da = lab[i * 3 + 1] - centres[j * 3 + 1];
  const db = lab[i * 3 + 2] - centres[j * 3 + 2];
  return dl * dl + da * da + db * db;
};

/** k-means++: the first centre by weight, each next one with odds by weight times squared distance. */
function seedCentres(points: Points, k: number): Float64Array {
  const next = random(SEED);
  const centres = new Float64Array(k * 3);
  const nearest = new Float64Array(points.count).fill(Infinity);
  const pick = (scores: Float64Array) => {
    let total = 0;
    for (const s of scores) total += s;
    let target = next() * total;
    for (let i = 0; i < scores.length; i++) {
      target -= scores[i];
      if (target < 0 && scores[i] > 0) return i;
    }
    // Float rounding left some target: the last point with a score.
    let last = scores.length - 1;
    while (last > 0 && scores[last] === 0) last--;
    return last;
  };
  const scores = Float64Array.from(points.weight);
  for (let c = 0; c < k; c++) {
    const chosen = pick(scores);
    centres.set(points.lab.subarray(chosen * 3, chosen * 3 + 3), c * 3);
    for (let i = 0; i < points.count; i++) {
      nearest[i] = Math.min(nearest[i], distance(points.lab, i, centres, c));
      scores[i] = points.weight[i] * nearest[i];
    }
  }
  return centres;
}

/** Lloyd's rounds until no point changes cluster: each point's cluster, the centres moved in place. */
function lloyd(points: Points, centres: Float64Array, k: number): Int32Array {
  const owner = new Int32Array(points.count).fill(-1);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let moved = false;
    for (let i = 0; i < points.count; i++) {
      let best = 0;
      for (let c = 1; c < k; c++)
        if (distance(points.lab, i, centres, c) < distance(points.lab, i, centres, best)) best = c;
      if (owner[i] !== best) moved = true;
      owner[i] = best;
    }
    if (!moved) break;
    const sums = new Float64Array(k * 4);
    for (let i = 0; i < points.count; i++) {
      const w = points.weight[i];
      for (let d = 0; d < 3; d++) sums[owner[i] * 4 + d] += points.lab[i * 3 + d] * w;
      sums[owner[i] * 4 + 3] += w;
    }
    for (let c = 0; c < k; c++) {
      const w = sums[c * 4 + 3];
      if (w > 0) for (let d = 0; d < 3; d++) centres[c * 3 + d] = sums[c * 4 + d] / w;
    }
  }
  return owner;
}

/**
 * The k main colours of RGBA pixels (fewer when the image has fewer distinct colours), largest share first; a
 * ToolError when no pixel is opaque.
 */
export function extractPalette(rgba: Uint8ClampedArray | Uint8Array, k: number): ExtractedColour[] {
  const points = distinctColours(rgba);
  if (points.count === 0) throw fault('noOpaquePixels');
  const clusters = Math.min(k, points.count);
  const centres = seedCentres(points, clusters);
  const owner = lloyd(points, centres, clusters);
  const weights = new Float64Array(clusters);
  let total = 0;
  for (let i = 0; i < points.count; i++) {
    weights[owner[i]] += points.weight[i];
    total += points.weight[i];
  }
  const colours: ExtractedColour[] = [];
  for (let c = 0; c < clusters; c++) {
    if (weights[c] === 0) continue;
    const [l, a, b] = centres.subarray(c * 3, c * 3 + 3);
    const lab: Oklab = { mode: 'oklab', l, a, b };
    colours.push({ swatch: swatchOf(converter('oklch')(lab)), share: Math.round((weights[c] / total) * 1000) / 10 });
  }
  return colours.sort((x, y) => y.share - x.share || x.swatch.hex.localeCompare(y.swatch.hex));
}
