import { describe, expect, it } from 'vitest';
import { expectToolError } from '../../../tests/unit/tool-errors';
import { clipFile, parseTwitchUrl } from './core';
import { TWITCH_TEXTS } from './words';

describe("the Twitch clipper's words", () => {
  it("refuses a bad address and a clip without a video in the spec's words", () => {
    expectToolError(() => parseTwitchUrl('https://www.twitch.tv/somechannel'), 'Please enter a valid Twitch video URL');
    expectToolError(() => clipFile(null, { start: 0, end: 60 }, 'x'), 'Please load a video first');
  });

  it('dates the default title', () => {
    expect(TWITCH_TEXTS.defaultTitle(new Date('2026-11-23T10:00:00Z'))).toBe('Twitch clip 2026-11-23');
  });
});
