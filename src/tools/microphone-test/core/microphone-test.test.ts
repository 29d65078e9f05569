import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileStamp, mediaErrorKind } from '../../../core/shared/media';
import { audioConstraints, DEFAULT_PROCESSING, recordingExtension } from '.';

describe('microphone test', () => {
  it('asks for the chosen device exactly, with the switches as constraints', () => {
    expect(audioConstraints('', DEFAULT_PROCESSING)).toEqual({
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    });
    expect(audioConstraints('abc', { ...DEFAULT_PROCESSING, noiseSuppression: false })).toEqual({
      deviceId: { exact: 'abc' },
      echoCancellation: true,
      noiseSuppression: false,
      autoGainControl: true,
    });
  });

  it('sorts getUserMedia errors into the cases a visitor can act on', () => {
    expect(mediaErrorKind(new DOMException('x', 'NotAllowedError'))).toBe('denied');
    expect(mediaErrorKind(new DOMException('x', 'NotReadableError'))).toBe('busy');
    expect(mediaErrorKind(new DOMException('x', 'NotFoundError'))).toBe('notFound');
    expect(mediaErrorKind({ name: 'constructor' })).toBe('other');
    fc.assert(
      fc.property(fc.anything(), (e) => {
        expect(['denied', 'notFound', 'busy', 'unsupported', 'other']).toContain(mediaErrorKind(e));
      }),
      { numRuns: 100 },
    );
  });
});

describe('file stamps', () => {
  it('stamps local time to the second', () => {
    expect(fileStamp(new Date(2026, 10, 7, 6, 5, 4))).toBe('2026-11-07_06-05-04');
  });
});

describe('recording file names', () => {
  it('names the file after the recorder’s format', () => {
    expect(recordingExtension('audio/webm;codecs=opus')).toBe('webm');
    expect(recordingExtension('audio/ogg; codecs=opus')).toBe('ogg');
    expect(recordingExtension('audio/mp4')).toBe('m4a');
    expect(recordingExtension('')).toBe('webm');
  });
});
