import {
  DEFAULT_OPTIONS,
  formatInfo,
  type ConvertOptions,
  type Dimensions,
  type OutputFormat,
  type PngLevel,
} from './core';

/** What the options form holds; `toOptions` turns it into what the worker takes. */
export interface Settings {
  format: OutputFormat;
  quality: number;
  lossless: boolean;
  pngLevel: PngLevel;
  resize: boolean;
  width: number;
  height: number;
  keepAspect: boolean;
  /** JPEG's colour for transparent areas ('#rrggbb'). */
  background: string;
}

export const DEFAULT_SETTINGS: Settings = {
  format: DEFAULT_OPTIONS.format,
  quality: DEFAULT_OPTIONS.quality,
  lossless: false,
  pngLevel: DEFAULT_OPTIONS.pngLevel,
  resize: false,
  width: 0,
  height: 0,
  keepAspect: true,
  background: DEFAULT_OPTIONS.background,
};

/** The quality slider is shown for the lossy formats (the spec's JPEG and WebP, and AVIF), not lossless WebP. */
export const showsQuality = (s: Settings) => formatInfo(s.format).lossy && !(s.format === 'webp' && s.lossless);

export function toOptions(s: Settings): ConvertOptions {
  return {
    format: s.format,
    quality: s.quality,
    lossless: s.format === 'webp' && s.lossless,
    pngLevel: s.format === 'png' ? s.pngLevel : 0,
    resize: s.resize ? { width: s.width, height: s.height, keepAspect: s.keepAspect } : null,
    // Only JPEG reads it: another format's result is not out of date when it changes.
    background: s.format === 'jpeg' ? s.background : DEFAULT_OPTIONS.background,
  };
}

/** Turning resize on starts from the first image's own size. */
export function withResize(s: Settings, on: boolean, size: Dimensions | null): Settings {
  if (!on || s.width > 0) return { ...s, resize: on };
  return { ...s, resize: on, width: size?.width ?? 1024, height: size?.height ?? 768 };
}
