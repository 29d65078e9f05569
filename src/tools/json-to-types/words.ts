/** JSON to types' words (one table, for translation): its faults and its screen. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { JSON_FAULTS } from '../../ui/words/json';
import { formatCount } from '../../core/shared/format';
import { fault } from './core/faults';

export const JSON_TYPES_MESSAGES = {
  blank: 'Please enter JSON to generate types',
} as const;

const NO_TYPES = 'No types';

export const JSON_TYPES_FAULTS = defineFaultWords(fault, {
  blank: { title: JSON_TYPES_MESSAGES.blank },
  invalid: {
    title: 'Invalid JSON',
    description: JSON_FAULTS.invalid.description,
  },
  badRootName: {
    title: NO_TYPES,
    description: 'The root type’s name must start with a letter and hold only letters, digits and underscores.',
  },
  tooLong: {
    title: NO_TYPES,
    description: ({ limit }) => `The JSON is longer than ${formatCount(limit)} characters, the most this tool reads.`,
  },
  quicktype: { title: NO_TYPES, description: ({ reason }) => `quicktype could not type this JSON: ${reason}` },
  noNamedType: {
    title: NO_TYPES,
    description:
      'A top-level array of values other than objects has no named type in this language. Wrap it in an object, e.g. {"items": …}.',
  },
});
