import { describe, expect, it } from 'vitest';
import { fault } from './core';
import { typeWords } from './words';

describe("the file type identifier's words", () => {
  it('says which file could not be read, and why', () => {
    expect(fault('readFailed', { name: 'a.txt', reason: 'gone' })).toMatchObject({
      title: 'a.txt could not be read',
      description: 'gone',
    });
    expect(fault('readFailed', { name: 'a.txt', reason: '' }).description).toBe(
      'The browser refused to read it (moved, deleted or locked).',
    );
  });

  it('words a file no signature names', () => {
    expect(typeWords({ type: 'empty', by: 'none' })).toBe('Empty file');
    expect(typeWords({ type: 'unknown', by: 'none' })).toBe('Unknown binary data');
    expect(typeWords({ type: 'PNG image', by: 'magic' })).toBe('PNG image');
  });
});
