import { isNestingError } from '../../core/shared/nesting';
import type { XmlOptions } from './core';
import { fault } from './core/faults';
import { runXmlFormatterInWorker } from './in-worker';
import { coreOfActions, oneOutput, withPosition, type ToolDeclaration } from '../../ui/kit/declaration';
import { EXAMPLES } from './examples';
import { XML_MESSAGES } from './words';

const INDENTS = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
  { value: 'tab', label: 'Tab' },
] as const;

/** Format (Prettier's XML plugin), minify and validate XML, in the tool's worker. */
export const xmlFormatter: ToolDeclaration<XmlOptions> = {
  input: {
    label: 'XML input',
    placeholder: 'Paste XML here, e.g. <note><to>Tove</to></note>',
    language: () => 'xml',
    lineNumbers: true,
  },
  file: {
    accept: '.xml,.svg,.xsd,.xsl,.xslt,.rss,.atom,.plist,.kml,.gpx,.xhtml,text/xml,application/xml,image/svg+xml',
    name: 'an .xml or .svg file',
  },
  defaults: { indent: '2', keepComments: false },
  options: {
    indent: { kind: 'select', label: 'Indent', choices: INDENTS, actions: ['format'] },
    keepComments: { kind: 'toggle', label: 'Keep comments', actions: ['minify'] },
  },
  actions: [
    {
      id: 'format',
      label: 'Format',
      jobLabel: 'Formatting',
      blank: XML_MESSAGES.emptyFormat,
      fieldError: (error) =>
        isNestingError(error) || fault.is(error, 'entities') || fault.is(error, 'subset')
          ? error.message
          : withPosition(XML_MESSAGES.structureField, error.at),
      outputs: [
        { id: 'output', label: 'Formatted XML', fileName: 'formatted.xml', language: () => 'xml', lineNumbers: true },
      ],
    },
    {
      id: 'minify',
      label: 'Minify',
      jobLabel: 'Minifying',
      blank: XML_MESSAGES.emptyMinify,
      fieldError: (error) =>
        isNestingError(error) ? error.message : withPosition(XML_MESSAGES.structureField, error.at),
      outputs: [{ id: 'output', label: 'Minified XML', fileName: 'minified.xml', wrap: false, lineNumbers: true }],
    },
    {
      id: 'validate',
      label: 'Validate',
      jobLabel: 'Validating',
      blank: XML_MESSAGES.emptyValidate,
      fieldError: (error) =>
        isNestingError(error) ? error.message : withPosition(XML_MESSAGES.validateField, error.at),
      outputs: [],
      valid: XML_MESSAGES.valid,
    },
  ],
  run: {
    core: coreOfActions(async () => (await import('./core/actions')).XML_ACTIONS),
    inWorker: async (action, text, options, job) =>
      oneOutput(await runXmlFormatterInWorker(action, text, options, job)),
    workerFromChars: 0,
    // Validation and minifying take about a millisecond per 10,000 characters; Prettier some 10 ms per 1,000.
    liveUpToChars: 50_000,
  },
  examples: EXAMPLES,
};

export default xmlFormatter;
