import { MIME_LINE_LENGTH, type EncodeOptions } from './core';

/** The encoder's output options as its screen holds them (its Text and File tabs share them). */
export interface Base64Settings {
  urlSafe: boolean;
  mime: boolean;
  padding: boolean;
}

export const DEFAULT_SETTINGS: Base64Settings = { urlSafe: false, mime: false, padding: true };

export const toEncodeOptions = (s: Base64Settings): EncodeOptions => ({
  urlSafe: s.urlSafe,
  padding: s.padding,
  lineLength: s.mime ? MIME_LINE_LENGTH : 0,
});
