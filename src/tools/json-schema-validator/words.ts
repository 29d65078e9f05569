/** The JSON Schema validator's words, one catalogue: its faults and its Errors pane. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { JSON_FAULTS } from '../../ui/words/json';
import { USER_REGEX_MESSAGES } from '../../core/shared/regex-flags';
import { fault } from './core/faults';

export const JSON_SCHEMA_MESSAGES = {
  emptyDocument: 'Please enter the JSON document',
  /** The Errors pane's first line. */
  summary: (count: number, draft: string) => `${count} ${count === 1 ? 'error' : 'errors'} (draft ${draft})`,
  /** The Errors pane when the document passes. */
  valid: (draft: string) => `valid: the document matches the schema (draft ${draft})`,
  /** The name of the root's path, which JSON Pointer writes as nothing. */
  root: '(the whole document)',
  more: (count: number) => `… and ${count} more`,
} as const;

export const JSON_SCHEMA_FAULTS = defineFaultWords(fault, {
  emptyDocument: { title: JSON_SCHEMA_MESSAGES.emptyDocument },
  emptySchema: { title: 'Please enter the JSON Schema' },
  invalid: {
    title: ({ side }) => `Invalid JSON in the ${side}`,
    description: JSON_FAULTS.invalid.description,
  },
  notASchema: { title: 'Not a JSON Schema', description: 'a schema is an object or true or false.' },
  unknownDraft: {
    title: 'Unknown $schema',
    description: ({ uri }) => `"${uri}" is not a draft this validator knows: drafts 4, 6, 7, 2019-09 and 2020-12.`,
  },
  unresolvedRef: {
    title: 'Unresolved $ref',
    description: ({ ref }) =>
      `"${ref}" is not in this schema, and the validator fetches nothing (no remote $ref): copy the schema it names under $defs.`,
  },
  invalidPattern: {
    title: 'Invalid pattern in the schema',
    description: ({ pattern, pointer, reason }) => `"${pattern}" at #${pointer}: ${reason}.`,
  },
  /** A run stopped at the time limit, by the pattern that was running (the title is the regex tester's). */
  patternTooSlow: {
    title: USER_REGEX_MESSAGES.tooSlowTitle,
    description: ({ pattern, pointer }) =>
      `"${pattern}" at #${pointer} may backtrack catastrophically, so the validation was stopped.`,
  },
});
