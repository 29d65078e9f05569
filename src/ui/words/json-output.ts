/** The words of the converters' JSON output faults (src/core/shared/json-output.ts). */
import { defineFaultWords } from '../../core/shared/fault-words';
import { formatCount } from '../../core/shared/format';
import { jsonOutputFault } from '../../core/shared/json-output-faults';

const NOT_JSON = 'No JSON form';

export const JSON_OUTPUT_FAULTS = defineFaultWords(jsonOutputFault, {
  tooLarge: {
    title: 'Too large to convert',
    description: ({ limit }) =>
      `The JSON would be longer than ${formatCount(limit)} characters, the limit. Repeated parts (YAML aliases) are written out in full each time.`,
  },
  cycle: {
    title: NOT_JSON,
    description: ({ path }) => `The value at ${path} contains itself (an alias inside its own anchor); JSON cannot.`,
  },
  notFinite: {
    title: NOT_JSON,
    description: ({ path, value }) =>
      `JSON has no ${Number.isNaN(value) ? 'NaN' : 'Infinity'}: the value at ${path} is ${String(value)}.`,
  },
});
