import { isBoolean, oneOf } from '../../../core/site/share-checks';
import { XML_MESSAGES, type XmlOptions } from '../../../core/tools/xml-formatter';
import { runXmlFormatterInWorker } from '../../../workers/xml-formatter';
import { Toggle } from '../../components/Toggle';
import { withPosition, type FormatterDeclaration } from '../shared/FormatMinifyValidate';
import { IndentSelect } from '../shared/IndentSelect';

const EXAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<catalog xmlns:dc="http://purl.org/dc/elements/1.1/"><!-- Books on the shelf --><book id="bk101" available="true"><dc:title>XML Developer's Guide</dc:title><author>Gambardella, Matthew</author><price currency="EUR">44.95</price><description><![CDATA[An in-depth look at creating applications with <XML>.]]></description></book><book id="bk102"><dc:title>Midnight Rain</dc:title><author>Ralls, Kim</author><price currency="EUR">5.95</price><tags><tag>fantasy</tag><tag>novel</tag></tags></book></catalog>
`;

const INDENTS = ['2', '4', 'tab'] as const;

/** The XML formatter as the shared Format / Minify / Validate screen runs it. */
export const xmlFormatter: FormatterDeclaration<XmlOptions> = {
  inputLabel: 'XML input',
  placeholder: 'Paste XML here, e.g. <note><to>Tove</to></note>',
  language: () => 'xml',
  accept: '.xml,.svg,.xsd,.xsl,.xslt,.rss,.atom,.plist,.kml,.gpx,.xhtml,text/xml,application/xml,image/svg+xml',
  dropLabel: 'Drop an .xml or .svg file here or click to choose',
  initialOptions: { indent: '2', keepComments: false },
  shareChecks: { indent: oneOf(INDENTS), keepComments: isBoolean },
  optionValues: ({ indent, keepComments }) => [indent, keepComments],
  optionControls: (action, options, onChange) =>
    action === 'format' ? (
      <IndentSelect value={options.indent} choices={INDENTS} onChange={(indent) => onChange({ ...options, indent })} />
    ) : action === 'minify' ? (
      <Toggle
        label="Keep comments"
        checked={options.keepComments}
        onChange={(keepComments) => onChange({ ...options, keepComments })}
      />
    ) : null,
  actions: {
    format: {
      label: 'Format',
      jobLabel: 'Formatting',
      empty: XML_MESSAGES.emptyFormat,
      fieldError: (error) => withPosition(XML_MESSAGES.structureField, error.at),
      output: () => ({ label: 'Formatted XML', fileName: 'formatted.xml' }),
    },
    minify: {
      label: 'Minify',
      jobLabel: 'Minifying',
      empty: XML_MESSAGES.emptyMinify,
      fieldError: (error) => withPosition(XML_MESSAGES.structureField, error.at),
      output: () => ({ label: 'Minified XML', fileName: 'minified.xml' }),
    },
    validate: {
      label: 'Validate',
      jobLabel: 'Validating',
      empty: XML_MESSAGES.emptyValidate,
      fieldError: (error) => withPosition(XML_MESSAGES.validateField, error.at),
      valid: XML_MESSAGES.valid,
    },
  },
  example: { text: () => EXAMPLE },
  run: runXmlFormatterInWorker,
  // Validation and minifying take about a millisecond per 10,000 characters; Prettier some 10 ms per 1,000.
  liveUpToChars: 50_000,
};
