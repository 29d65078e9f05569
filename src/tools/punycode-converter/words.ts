/** The Punycode / IDN converter's words, one catalogue: its faults and its notes. */
import { shownChar } from '../../core/shared/alphabet-check';
import { defineFaultWords, wordFault } from '../../core/shared/fault-words';
import { formatCount } from '../../core/shared/format';
import { fault, type LabelProblem, type PunycodeNote } from './core/faults';

const INVALID_DOMAIN = 'Invalid domain';
const INVALID_PUNYCODE = 'Invalid punycode';
const TOO_LONG = 'Input too long';
const REFUSED =
  'the URL standard (IDNA, UTS #46) refuses it: a character that is not allowed, or hyphens in a wrong place.';

/** "Latin and Cyrillic", "Greek, Latin and Cyrillic". */
const and = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** What is wrong with a label, after "Label 'x': ". */
function problemWords(problem: LabelProblem): string {
  switch (problem.code) {
    case 'forbidden':
      return `${shownChar(problem.char)} is not allowed in a domain name.`;
    case 'refused':
      return REFUSED;
    case 'labelTooLong':
      return `its ASCII form is ${problem.length} characters, more than 63.`;
    case 'notCanonical':
      return `it decodes, but is not in the canonical form (that would be ${problem.ascii}).`;
    case 'punycode': {
      const { title, description } = wordFault(problem.cause);
      return description ?? title;
    }
  }
}

export const PUNYCODE_FAULTS = defineFaultWords(fault, {
  notBasic: {
    title: INVALID_PUNYCODE,
    description: ({ char, position }) =>
      `${shownChar(char)} at position ${position} is not ASCII: the part before the last hyphen must be.`,
  },
  badDigit: {
    title: INVALID_PUNYCODE,
    description: ({ char, position }) =>
      `${shownChar(char)} at position ${position} is not a punycode digit (a-z, 0-9).`,
  },
  truncated: { title: INVALID_PUNYCODE, description: 'it ends in the middle of a number: a character is missing.' },
  overflow: { title: INVALID_PUNYCODE, description: 'a number is too large: this is not punycode an encoder writes.' },
  pastUnicode: { title: INVALID_PUNYCODE, description: 'it decodes to a code point past U+10FFFF.' },
  label: { title: INVALID_DOMAIN, description: ({ label, problem }) => `Label '${label}': ${problemWords(problem)}` },
  emptyLabel: { title: INVALID_DOMAIN, description: 'A label is empty: two dots in a row, or a dot at the start.' },
  refused: { title: INVALID_DOMAIN, description: REFUSED },
  domainTooLong: {
    title: INVALID_DOMAIN,
    description: ({ length }) => `The domain's ASCII form is ${length} characters, more than 253.`,
  },
  tooManyChars: { title: TOO_LONG, description: ({ limit }) => `Up to ${formatCount(limit)} characters at once.` },
  tooManyLines: { title: TOO_LONG, description: ({ limit }) => `Up to ${formatCount(limit)} lines at once.` },
  lineTooLong: {
    title: TOO_LONG,
    description: ({ limit }) => `A line is longer than ${formatCount(limit)} characters: one domain or label a line.`,
  },
});

/** A note under the output, in words. */
export function noteWords(note: PunycodeNote): string {
  if (note.kind === 'localPart')
    return `The local part '${note.local}' (before @) is not converted: an international local part needs SMTPUTF8 mail, not punycode.`;
  return `Possible look-alike: '${note.label}' mixes ${and(note.scripts)}. Letters from different scripts can look the same.`;
}

/** The notes of a run, one a line; undefined when none. */
export const notesWords = (notes: readonly PunycodeNote[] | undefined): string | undefined =>
  notes?.map(noteWords).join('\n');
