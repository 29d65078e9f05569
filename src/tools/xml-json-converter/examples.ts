import type { XmlJsonOptions } from './core/options';
import type { KitExample } from '../../ui/kit/declaration';

const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>Release notes</title>
    <item id="101">
      <title>Version 2.1</title>
      <pubDate>Tue, 05 Mar 2024 09:00:00 GMT</pubDate>
    </item>
    <item id="102">
      <title>Version 2.2 &amp; fixes</title>
      <pubDate>Mon, 06 May 2024 09:00:00 GMT</pubDate>
    </item>
  </channel>
</rss>
`;
const INVENTORY = `<inventory>
  <product sku="A-1" inStock="true">
    <name>Kettle</name>
    <price>24.5</price>
    <code>007</code>
  </product>
</inventory>
`;
const MIXED = `<p>Press <kbd>Ctrl</kbd> and <kbd>Enter</kbd> to <em>run</em>.</p>
`;
const ENTITIES = `<!DOCTYPE note [
  <!ENTITY product "DevToolbox">
  <!ENTITY copy "&#169;">
]>
<note>&copy; 2024 &product; &#8212; all data stays in your browser.</note>
`;
const SETTINGS = `{
  "server": {
    "@_host": "0.0.0.0",
    "@_port": 8080,
    "name": "web",
    "route": [
      { "@_path": "/api", "#text": "backend" },
      { "@_path": "/", "#text": "static" }
    ]
  }
}
`;

/** Load Example's examples, each also a unit test and a browser test. */
export const EXAMPLES: readonly KitExample<XmlJsonOptions>[] = [
  {
    name: 'RSS feed',
    input: FEED,
    expect: {
      output: `{
  "?xml": {
    "@_version": "1.0",
    "@_encoding": "UTF-8"
  },
  "rss": {
    "@_version": "2.0",
    "channel": {
      "title": "Release notes",
      "item": [
        {
          "@_id": "101",
          "title": "Version 2.1",
          "pubDate": "Tue, 05 Mar 2024 09:00:00 GMT"
        },
        {
          "@_id": "102",
          "title": "Version 2.2 & fixes",
          "pubDate": "Mon, 06 May 2024 09:00:00 GMT"
        }
      ]
    }
  }
}
`,
    },
  },
  {
    name: 'Typed values, every element an array',
    input: INVENTORY,
    options: { values: 'typed', arrays: 'always', attributePrefix: '@' },
    expect: {
      output: `{
  "inventory": [
    {
      "product": [
        {
          "@sku": "A-1",
          "@inStock": true,
          "name": [
            "Kettle"
          ],
          "price": [
            24.5
          ],
          "code": [
            "007"
          ]
        }
      ]
    }
  ]
}
`,
    },
  },
  {
    name: 'Mixed text and elements, in order',
    input: MIXED,
    options: { keepOrder: true },
    expect: {
      output: `[
  {
    "p": [
      {
        "#text": "Press "
      },
      {
        "kbd": [
          {
            "#text": "Ctrl"
          }
        ]
      },
      {
        "#text": " and "
      },
      {
        "kbd": [
          {
            "#text": "Enter"
          }
        ]
      },
      {
        "#text": " to "
      },
      {
        "em": [
          {
            "#text": "run"
          }
        ]
      },
      {
        "#text": "."
      }
    ]
  }
]
`,
    },
  },
  {
    name: 'Internal entities expanded',
    input: ENTITIES,
    expect: {
      output: `{
  "note": "© 2024 DevToolbox — all data stays in your browser."
}
`,
    },
  },
  {
    name: 'JSON with attributes to XML',
    input: SETTINGS,
    action: 'json-to-xml',
    expect: {
      output: `<server host="0.0.0.0" port="8080">
  <name>web</name>
  <route path="/api">backend</route>
  <route path="/">static</route>
</server>
`,
    },
  },
];
