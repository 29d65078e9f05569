import type { XmlOptions } from './core';
import type { KitExample } from '../../ui/kit/declaration';

const CATALOG = `<?xml version="1.0" encoding="UTF-8"?>
<catalog xmlns:dc="http://purl.org/dc/elements/1.1/"><!-- Books on the shelf --><book id="bk101" available="true"><dc:title>XML Developer's Guide</dc:title><author>Gambardella, Matthew</author><price currency="EUR">44.95</price><description><![CDATA[An in-depth look at creating applications with <XML>.]]></description></book><book id="bk102"><dc:title>Midnight Rain</dc:title><author>Ralls, Kim</author><price currency="EUR">5.95</price><tags><tag>fantasy</tag><tag>novel</tag></tags></book></catalog>
`;

const NOTE = `<?xml version="1.0"?>
<!-- a reminder -->
<note importance="high">
  <to>Tove</to>
  <from>Jani</from>
  <body xml:space="preserve">Don't  forget   me</body>
</note>
`;

/** Load Example's examples, each also a unit test and a browser test (Prettier's XML plugin and our minifier). */
export const EXAMPLES: readonly KitExample<XmlOptions>[] = [
  {
    name: 'A book catalogue',
    input: CATALOG,
    expect: {
      output: `<?xml version="1.0" encoding="UTF-8" ?>
<catalog xmlns:dc="http://purl.org/dc/elements/1.1/">
  <!-- Books on the shelf -->
  <book id="bk101" available="true">
    <dc:title>XML Developer's Guide</dc:title>
    <author>Gambardella, Matthew</author>
    <price currency="EUR">44.95</price>
    <description><![CDATA[An in-depth look at creating applications with <XML>.]]></description>
  </book>
  <book id="bk102">
    <dc:title>Midnight Rain</dc:title>
    <author>Ralls, Kim</author>
    <price currency="EUR">5.95</price>
    <tags>
      <tag>fantasy</tag>
      <tag>novel</tag>
    </tags>
  </book>
</catalog>
`,
    },
  },
  {
    name: 'Minified, comments dropped',
    input: NOTE,
    action: 'minify',
    expect: {
      output:
        '<?xml version="1.0"?><note importance="high"><to>Tove</to><from>Jani</from><body xml:space="preserve">Don\'t  forget   me</body></note>',
    },
  },
  {
    name: 'Minified, comments kept',
    input: NOTE,
    action: 'minify',
    options: { keepComments: true },
    expect: {
      output:
        '<?xml version="1.0"?><!-- a reminder --><note importance="high"><to>Tove</to><from>Jani</from><body xml:space="preserve">Don\'t  forget   me</body></note>',
    },
  },
  { name: 'Validated', input: NOTE, action: 'validate', expect: 'valid' },
];
