/** The words of the converters' shared faults (src/core/shared/json-converter.ts). */
import { defineFaultWords } from '../../core/shared/fault-words';
import { converterFault } from '../../core/shared/json-converter-faults';

/** What a converter asks for when its input is blank; `format` is the format's name. */
export const blankInput = (format: string) => `Please enter ${format} to convert`;

export const CONVERTER_FAULTS = defineFaultWords(converterFault, {
  blank: { title: ({ format }) => blankInput(format) },
});
