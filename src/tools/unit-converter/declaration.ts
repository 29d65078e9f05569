import { convertUnits, MAX_INPUT_CHARS, type UnitConverterOptions } from './core';
import type { ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';
import { conversionSaid } from './result';
import { UNIT_MESSAGES } from './words';

/**
 * The unit converter: a quantity typed with its unit, shown in every unit of its kind, exactly. Rational arithmetic
 * on a few dozen characters takes well under a millisecond: on the page as you type, no worker.
 */
export const unitConverter: ToolDeclaration<UnitConverterOptions> = {
  input: {
    kind: 'field',
    label: 'Quantity',
    placeholder: '5 cm to inch',
    hint: 'A number and a unit, optionally "to" a unit: 72 °F to °C, 3 ft², 1.5 GiB to MB, 100 Mbps to MB/s, or a transfer time: 700 MB at 20 Mbit/s. Length, area, volume, mass, temperature, speed, time, pressure, energy, power, angle, frequency, data size (kB = 1000 B, KiB = 1024 B) and data rate.',
  },
  defaults: { full: false },
  options: {
    full: { kind: 'toggle', label: UNIT_MESSAGES.fullPrecision, description: UNIT_MESSAGES.fullPrecisionHint },
  },
  actions: [
    {
      id: 'convert',
      label: 'Convert',
      jobLabel: 'Converting',
      faultTitle: UNIT_MESSAGES.errorTitle,
      fieldError: (error) => error.description ?? error.message,
      outputs: [{ id: 'output', label: 'Conversions', fileName: 'conversions.txt' }],
    },
  ],
  run: {
    here: (_action, text, { full }) => {
      const { output, notes } = conversionSaid(convertUnits(text, full ? 'full' : 'short'));
      return { outputs: { output }, notes: { output: notes.join(' ') } };
    },
    liveUpToChars: MAX_INPUT_CHARS,
  },
  examples: EXAMPLES,
};

export default unitConverter;
