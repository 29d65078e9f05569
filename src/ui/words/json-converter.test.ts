import { describe, expect, it } from 'vitest';
import { converterFault } from '../../core/shared/json-converter-faults';
import './json-converter';

describe("the converters' shared words", () => {
  it('asks for blank input by the format’s name', () => {
    expect(converterFault('blank', { format: 'XML' }).title).toBe('Please enter XML to convert');
    expect(converterFault('blank', { format: 'TOML' }).description).toBeUndefined();
  });
});
