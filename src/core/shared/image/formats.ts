/** The formats the converter writes, and the spec's quality range (section 9). */
export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

export interface FormatInfo {
  id: OutputFormat;
  label: string;
  mime: string;
  extension: string;
  /** The quality slider applies. */
  lossy: boolean;
  /** Keeps transparency (JPEG is flattened on white instead). */
  alpha: boolean;
}

export const OUTPUT_FORMATS: readonly FormatInfo[] = [
  { id: 'jpeg', label: 'JPEG', mime: 'image/jpeg', extension: 'jpg', lossy: true, alpha: false },
  { id: 'png', label: 'PNG', mime: 'image/png', extension: 'png', lossy: false, alpha: true },
  { id: 'webp', label: 'WebP', mime: 'image/webp', extension: 'webp', lossy: true, alpha: true },
  { id: 'gif', label: 'GIF', mime: 'image/gif', extension: 'gif', lossy: false, alpha: true },
  { id: 'avif', label: 'AVIF', mime: 'image/avif', extension: 'avif', lossy: true, alpha: true },
];

export const DEFAULT_FORMAT: OutputFormat = 'jpeg';

export const QUALITY_MIN = 10;
export const QUALITY_MAX = 100;
export const QUALITY_DEFAULT = 90;

export function formatInfo(format: OutputFormat): FormatInfo {
  const info = OUTPUT_FORMATS.find((f) => f.id === format);
  if (!info) throw new RangeError(`Unknown output format: ${String(format)}`);
  return info;
}

export function isOutputFormat(value: unknown): value is OutputFormat {
  return OUTPUT_FORMATS.some((f) => f.id === value);
}
