/** The XML formatter's words, one catalogue: its faults and its view's messages. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault } from './core/faults';

export const XML_MESSAGES = {
  emptyFormat: 'Please enter XML to format',
  emptyMinify: 'Please enter XML to minify',
  emptyValidate: 'Please enter XML to validate',
  formatTitle: 'XML Formatting Error',
  formatNotice: 'Failed to format XML. Please check your input.',
  minifyTitle: 'XML Minification Error',
  validateTitle: 'XML Validation Error',
  validateNotice: 'XML syntax is invalid. Please check your input.',
  structureField: 'Invalid XML structure. Please check your input.',
  validateField: 'XML validation failed. Please check your input for syntax errors.',
  valid: 'XML is valid',
  entitiesTitle: 'Entities not expanded',
  entities: (line: number, column: number) =>
    `The DOCTYPE declares entities (line ${line}, column ${column}), which the formatter does not expand: an external one would load a file or URL, which it never does, and nested ones grow without bound (a "billion laughs"). Its inline declarations are not formatted either: remove the part in [ ] to format the rest.`,
  subsetTitle: 'DOCTYPE not formatted',
  subset: (line: number, column: number) =>
    `The DOCTYPE's inline declarations (line ${line}, column ${column}) are not formatted: remove the part in [ ] to format the rest.`,
} as const;

export const XML_FAULTS = defineFaultWords(fault, {
  emptyFormat: { title: XML_MESSAGES.emptyFormat },
  emptyMinify: { title: XML_MESSAGES.emptyMinify },
  emptyValidate: { title: XML_MESSAGES.emptyValidate },
  format: { title: XML_MESSAGES.formatTitle, description: XML_MESSAGES.formatNotice },
  minify: { title: XML_MESSAGES.minifyTitle },
  validate: { title: XML_MESSAGES.validateTitle, description: XML_MESSAGES.validateNotice },
  entities: {
    title: XML_MESSAGES.entitiesTitle,
    description: ({ line, column }) => XML_MESSAGES.entities(line, column),
  },
  subset: { title: XML_MESSAGES.subsetTitle, description: ({ line, column }) => XML_MESSAGES.subset(line, column) },
});
