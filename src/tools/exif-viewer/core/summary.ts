/**
 * exifr's output (one object per block, mergeOutput off) turned into what the page shows: the photo's key facts
 * and every tag as text, grouped by block. Plain data, so it crosses from the worker as it is.
 */
import { BLOCK_LABELS, EXIF_TEXTS } from './messages';

export interface TagRow {
  tag: string;
  value: string;
}

export interface TagGroup {
  block: string;
  label: string;
  rows: TagRow[];
}

export interface GpsPosition {
  latitude: number;
  longitude: number;
  /** Metres, negative below sea level; null when absent. */
  altitude: number | null;
  decimal: string;
  dms: string;
}

export interface PhotoSummary {
  camera: string | null;
  lens: string | null;
  shutter: string | null;
  aperture: string | null;
  iso: string | null;
  focalLength: string | null;
  dateTaken: string | null;
  orientation: string | null;
  gps: GpsPosition | null;
}

type Block = Record<string, unknown>;
export type ExifrOutput = Record<string, Block | undefined>;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** EXIF dates carry no time zone: exifr reads them as local time, so they are shown with local fields. */
export function formatDate(d: Date): string {
  if (Number.isNaN(d.getTime())) return 'Invalid date';
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  );
}

const formatNumber = (n: number) => (Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(8))));

/** Any tag value as one line of text. */
export function formatValue(value: unknown): string {
  if (value instanceof Date) return formatDate(value);
  if (value instanceof Uint8Array) return EXIF_TEXTS.bytes(value.length);
  if (typeof value === 'number') return formatNumber(value);
  if (Array.isArray(value)) return value.map(formatValue).join(', ');
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if ('value' in o) return formatValue(o.value); // an XMP language alternative
    return Object.entries(o)
      .map(([k, v]) => `${k}: ${formatValue(v)}`)
      .join('; ');
  }
  return String(value).replace(/\0+$/, '');
}

export function formatShutter(seconds: number): string {
  if (seconds >= 1 || seconds <= 0) return `${formatNumber(seconds)} s`;
  return `1/${Math.round(1 / seconds)} s`;
}

/** 48.8583701 → 48°51′30.13″ N */
export function toDms(value: number, positive: string, negative: string): string {
  const abs = Math.abs(value);
  let degrees = Math.floor(abs);
  let minutes = Math.floor((abs - degrees) * 60);
  let seconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 100) / 100;
  if (seconds >= 60) [seconds, minutes] = [0, minutes + 1];
  if (minutes >= 60) [minutes, degrees] = [0, degrees + 1];
  return `${degrees}°${minutes}′${seconds.toFixed(2)}″ ${value < 0 ? negative : positive}`;
}

function gpsPosition(gps: Block | undefined): GpsPosition | null {
  const { latitude, longitude } = gps ?? {};
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const ref = gps?.GPSAltitudeRef;
  const below = ref instanceof Uint8Array ? ref[0] === 1 : ref === 1;
  const metres = typeof gps?.GPSAltitude === 'number' ? gps.GPSAltitude : null;
  return {
    latitude,
    longitude,
    altitude: metres === null ? null : below ? -metres : metres,
    decimal: `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`,
    dms: `${toDms(latitude, 'N', 'S')}, ${toDms(longitude, 'E', 'W')}`,
  };
}

const text = (v: unknown) => (v === undefined || v === null || v === '' ? null : formatValue(v).trim() || null);

function camera(ifd0: Block): string | null {
  const make = text(ifd0.Make);
  const model = text(ifd0.Model);
  if (make && model) return model.toLowerCase().startsWith(make.toLowerCase()) ? model : `${make} ${model}`;
  return make ?? model;
}

export function summarise(out: ExifrOutput): PhotoSummary {
  const ifd0 = out.ifd0 ?? {};
  const exif = out.exif ?? {};
  const focal = typeof exif.FocalLength === 'number' ? `${formatNumber(exif.FocalLength)} mm` : null;
  const equivalent = typeof exif.FocalLengthIn35mmFormat === 'number' ? exif.FocalLengthIn35mmFormat : null;
  const date = exif.DateTimeOriginal ?? exif.CreateDate ?? ifd0.ModifyDate;
  return {
    camera: camera(ifd0),
    lens: text(exif.LensModel) ?? text(exif.LensMake),
    shutter: typeof exif.ExposureTime === 'number' ? formatShutter(exif.ExposureTime) : null,
    aperture: typeof exif.FNumber === 'number' ? `f/${formatNumber(exif.FNumber)}` : null,
    iso: text(exif.ISO),
    focalLength: focal && equivalent ? `${focal} (${equivalent} mm in 35 mm)` : focal,
    dateTaken: text(date),
    orientation: text(ifd0.Orientation),
    gps: gpsPosition(out.gps),
  };
}

/** Blocks in a fixed order; any other key of exifr's output is an XMP namespace ('dc', 'photoshop'…). */
const BLOCK_ORDER = ['ifd0', 'exif', 'gps', 'interop', 'ifd1', 'xmp', 'iptc', 'icc', 'jfif', 'ihdr'];

export function tagGroups(out: ExifrOutput): TagGroup[] {
  const keys = Object.keys(out).filter((k) => k !== 'errors' && out[k] && typeof out[k] === 'object');
  keys.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return keys
    .map((block) => ({
      block,
      label: BLOCK_LABELS[block] ?? `XMP (${block})`,
      rows: Object.entries(out[block] ?? {})
        .filter(([, v]) => v !== undefined)
        .map(([tag, v]) => ({ tag, value: formatValue(v) })),
    }))
    .filter((group) => group.rows.length > 0);
}

const rank = (block: string) => {
  const i = BLOCK_ORDER.indexOf(block);
  return i < 0 ? BLOCK_ORDER.indexOf('xmp') + 0.5 : i;
};
