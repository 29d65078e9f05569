/** A gradient as the editor holds it, and the edits on it (each keeps the stops in position order). */
import 'culori/css';
import { formatHex, formatHex8, interpolateWithPremultipliedAlpha, parse } from 'culori/fn';

export type GradientKind = 'linear' | 'radial' | 'conic';
export type Interpolation = 'srgb' | 'oklch';
export type RadialShape = 'ellipse' | 'circle';

export interface GradientStop {
  /** '#rrggbb', or '#rrggbbaa' when not opaque; lower case. */
  colour: string;
  /** 0 to 100 percent, at most one decimal. */
  position: number;
}

export interface Gradient {
  kind: GradientKind;
  /** Degrees, 0 up to 360, at most one decimal: a linear gradient's direction, a conic one's start. */
  angle: number;
  /** A radial gradient's shape. */
  shape: RadialShape;
  interpolation: Interpolation;
  /** At least two, positions never falling. */
  stops: GradientStop[];
}

export const DEFAULT_ANGLE: Readonly<Record<GradientKind, number>> = { linear: 180, radial: 0, conic: 0 };

export const round1 = (n: number) => Math.round(n * 10) / 10;

/** A CSS colour as a stop keeps it: hex, with alpha when below 1 (sRGB channels clipped); undefined if not one. */
export function stopColour(text: string): string | undefined {
  let colour;
  try {
    colour = parse(text);
  } catch {
    return undefined; // culori throws on some malformed functions
  }
  if (!colour) return undefined;
  return (colour.alpha ?? 1) < 1 ? formatHex8(colour) : formatHex(colour);
}

/** The gradient's colour at a position (percent), interpolated in its own space (a linear gradient's middle). */
export function colourAt({ stops, interpolation }: Gradient, position: number): string {
  const after = stops.findIndex((stop) => stop.position >= position);
  if (after <= 0) return stops[after === 0 ? 0 : stops.length - 1].colour;
  const [a, b] = [stops[after - 1], stops[after]];
  const t = b.position === a.position ? 1 : (position - a.position) / (b.position - a.position);
  // Premultiplied, as CSS mixes a gradient's colours (a fade to transparent keeps its hue).
  const mixed = interpolateWithPremultipliedAlpha([a.colour, b.colour], interpolation === 'oklch' ? 'oklch' : 'rgb')(t);
  return (mixed.alpha ?? 1) < 1 ? formatHex8(mixed) : formatHex(mixed);
}

const clampPosition = (n: number) => round1(Math.min(100, Math.max(0, n)));

/** The stops in position order, the moved one's new index with them (a stable sort: ties keep their order). */
function sorted(stops: GradientStop[], moved: GradientStop): { stops: GradientStop[]; index: number } {
  const order = stops.map((stop, i) => ({ stop, i })).sort((x, y) => x.stop.position - y.stop.position || x.i - y.i);
  const next = order.map(({ stop }) => stop);
  return { stops: next, index: next.indexOf(moved) };
}

/** A stop moved to a position (clamped to 0-100): the gradient and the stop's index after re-ordering. */
export function moveStop(gradient: Gradient, index: number, position: number) {
  const moved = { ...gradient.stops[index], position: clampPosition(position) };
  const { stops, index: at } = sorted(
    gradient.stops.map((stop, i) => (i === index ? moved : stop)),
    moved,
  );
  return { gradient: { ...gradient, stops }, index: at };
}

export const recolourStop = (gradient: Gradient, index: number, colour: string): Gradient => ({
  ...gradient,
  stops: gradient.stops.map((stop, i) => (i === index ? { ...stop, colour } : stop)),
});

/** A stop added in the middle of the widest gap, with the gradient's colour there (so nothing changes yet). */
export function addStop(gradient: Gradient) {
  const { stops } = gradient;
  let gap = 0;
  for (let i = 1; i < stops.length; i++)
    if (stops[i].position - stops[i - 1].position > stops[gap + 1].position - stops[gap].position) gap = i - 1;
  const position = round1((stops[gap].position + stops[gap + 1].position) / 2);
  const added = { colour: colourAt(gradient, position), position };
  const next = [...stops.slice(0, gap + 1), added, ...stops.slice(gap + 1)];
  return { gradient: { ...gradient, stops: next }, index: gap + 1 };
}

/** The gradient without a stop; a gradient keeps at least two. */
export function removeStop(gradient: Gradient, index: number) {
  if (gradient.stops.length <= 2) return { gradient, index };
  const stops = gradient.stops.filter((_, i) => i !== index);
  return { gradient: { ...gradient, stops }, index: Math.min(index, stops.length - 1) };
}
