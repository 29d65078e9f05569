/** The words of the JSON engine's faults (src/core/shared/json): a JSON text or file refused. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { jsonFault } from '../../core/shared/json/faults';

const INVALID_JSON = 'Invalid JSON';

export const JSON_FAULTS = defineFaultWords(jsonFault, {
  invalid: {
    title: INVALID_JSON,
    description: ({ reason, line, column }) =>
      line === undefined ? reason || undefined : `${reason} at line ${line}, column ${column}`,
  },
  invalidUtf8: {
    title: INVALID_JSON,
    description: ({ offset, byte }) =>
      `Invalid UTF-8 at byte ${offset} (0x${byte.toString(16).toUpperCase().padStart(2, '0')}; bytes counted from 0). JSON must be UTF-8.`,
  },
});
