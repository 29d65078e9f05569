import { describe, expect, it } from 'vitest';
import { ToolError } from '../../core/shared/tool-error';
import { convertUnits as convert, type Precision } from './core';
import { conversionSaid } from './result';
import './words';

/** A conversion as the page shows it: the text and the notes under it. */
const convertUnits = (text: string, precision?: Precision) => conversionSaid(convert(text, precision));
const descriptionOf = (text: string) => {
  try {
    convertUnits(text);
  } catch (error) {
    expect(error).toBeInstanceOf(ToolError);
    return (error as ToolError).description;
  }
  throw new Error(`${text} converted`);
};

describe("the unit converter's words", () => {
  it('rounds ≈ results to 6 significant digits in short, whole numbers kept plain, exact ones in full', () => {
    const first = (text: string) => convertUnits(text, 'short').output.split('\n')[0];
    expect(first('5 cm to inch')).toBe('5 cm ≈ 1.9685 in');
    expect(first('5 km to thou')).toBe('5 km ≈ 196850394 thou');
    expect(first('1 ly to au')).toBe('1 ly ≈ 63241.1 au');
    expect(first('1.5 GiB to MB')).toBe('1.5 GiB = 1610.612736 MB');
    expect(convertUnits('5 cm to inch', 'short').notes.at(-1)).toMatch(/to 6 significant digits\.$/);
  });
  it('shows one conversion, then every unit of its kind', () => {
    const { output } = convertUnits('5 cm + 0 to inch'.replace(' + 0', ''));
    expect(output.split('\n')[0]).toBe('5 cm ≈ 1.96850393700787 in');
    expect(output).toContain('Every length unit:');
    expect(output).toMatch(/^= 50 mm +millimetre$/m);
    expect(convertUnits('5 in in cm').output.split('\n')[0]).toBe('5 in = 12.7 cm');
    expect(convertUnits('3 m2 to sq ft').output.split('\n')[0]).toBe('3 m² ≈ 32.2917312501292 ft²');
    expect(convertUnits('72°F → °C').output.split('\n')[0]).toBe('72 °F ≈ 22.2222222222222 °C');
    expect(convertUnits('100 mbps to MB/s').output.split('\n')[0]).toBe('100 Mbit/s = 12.5 MB/s');
    expect(convertUnits('90 deg to rad').output.split('\n')[0]).toBe('90 ° ≈ 1.5707963267949 rad');
    expect(convertUnits('1 KB').notes[0]).toMatch(/KB is read as kB, 1000 bytes/);
  });
  it('makes SI and IEC sizes explicit', () => {
    const { output } = convertUnits('1.5 GiB to MB');
    expect(output.split('\n')[0]).toBe('1.5 GiB = 1610.612736 MB');
    expect(output).toMatch(/^= 1536 MiB +mebibyte \(IEC, 1024\^2 B\)$/m);
    expect(output).toMatch(/^= 1610612\.736 kB +kilobyte \(SI, 1000\^1 B\)$/m);
  });
  it('works out a transfer time', () => {
    expect(convertUnits('700 MB at 20 Mbit/s').output.split('\n')[0]).toBe(
      '700 MB at 20 Mbit/s takes 280 s (4 min 40 s)',
    );
    expect(convertUnits('1 TB @ 1 Gbit/s to min').output.split('\n')[0]).toBe(
      '1 TB at 1 Gbit/s takes ≈ 133.333333333333 min',
    );
  });
  it('says what it cannot read', () => {
    expect(descriptionOf('1 mb')).toBe(
      '"mb" could be Mbit (megabit (SI)) or MB (megabyte (SI, 1000^2 B)): type it with its case.',
    );
    expect(descriptionOf('5 kg to m')).toBe('kg is a mass unit and m a length one: they do not convert.');
    expect(descriptionOf('5 parsecs')).toBe('Unknown unit: "parsecs".');
    expect(descriptionOf('cm')).toMatch(/does not start with a number/);
    expect(descriptionOf('5')).toMatch(/A unit is missing/);
    expect(descriptionOf('-500 °C')).toBe('-500 °C is below absolute zero (0 K).');
    expect(descriptionOf('5 kg at 3 MB/s')).toMatch(/A transfer time takes a data size at a data rate/);
    expect(descriptionOf('1 GB at 0 Mbit/s')).toMatch(/never ends/);
    expect(descriptionOf('1e5000 m')).toMatch(/exponent beyond ±1000/);
  });

  it('titles its faults', () => {
    try {
      convertUnits('5 parsecs');
    } catch (error) {
      expect((error as ToolError).title).toBe('Cannot convert');
    }
    expect(descriptionOf('1 GB at 3 MB/s to m')).toBe('A transfer time converts to a time unit: m is not one.');
    expect(descriptionOf('1'.repeat(201))).toBe('The input is longer than 200 characters.');
  });
});
