import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Tool } from './catalogue';
import { TOOLS } from './tools';
import { detectFile, detectTools, FULL_PARSE_CHARS, HEURISTIC_PREFIX, type ToolAvailability } from './detect';
import { SAMPLE_CHAIN, SAMPLE_CSR, SAMPLE_SSH_KEY } from '../../tools/x509-decoder/core/samples';

/** Every tool as built, so the planned JWT decoder can be tested before its view lands. */
const ALL_BUILT = TOOLS.map((t) => ({ ...t, comingSoon: false }));
const ids = (text: string, tools: readonly Pick<Tool, 'id' | 'comingSoon'>[] = ALL_BUILT) =>
  detectTools(text, tools).map((d) => d.toolId);
const first = (text: string) => detectTools(text, ALL_BUILT)[0];
const nodeModule = (path: string) => readFileSync(new URL(`../../../node_modules/${path}`, import.meta.url), 'utf8');

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

const SAMPLES: [string, string, RegExp][] = [
  ['{"a": 1, "b": [2], "c": null}', 'json-formatter', /^Looks like JSON \(an object with 3 keys\)$/],
  ['[1, 2]', 'json-formatter', /an array of 2 items/],
  ['<?xml version="1.0"?><note><to>Tove</to></note>', 'xml-formatter', /^Looks like XML/],
  ['<!DOCTYPE html><html><body><p>Hi</p></body></html>', 'html-formatter', /^Looks like HTML/],
  ['body { margin: 0; color: red; }\na:hover { color: blue }', 'css-formatter', /^Looks like CSS \(2 rules/],
  ['const add = (a, b) => a + b;\nconsole.log(add(1, 2));', 'js-formatter', /^Looks like JavaScript/],
  ['SGVsbG8sIFdvcmxkIQ==', 'base64-decoder', /decodes to text: "Hello, World!"/],
  ['data:image/png;base64,iVBORw0KGgo=', 'base64-decoder', /Base64 data URL \(image\/png\)/],
  ['data:image/svg+xml,%3Csvg%2F%3E', 'base64-decoder', /^Looks like a data URL \(image\/svg\+xml\)$/],
  ['hello%20world%21', 'url-decoder', /URL-encoded characters \(2 escapes\)/],
  ['https://example.com/a?b=c#d', 'url-parser', /^Looks like a URL \(https on example.com\)$/],
  [
    'otpauth://totp/Example:alice?secret=JBSWY3DPEHPK3PXP',
    'otp-generator',
    /^Looks like a 2FA otpauth:\/\/ URI \(TOTP\)$/,
  ],
  ['OTPAUTH://HOTP/a?secret=JBSWY3DP&counter=1', 'otp-generator', /otpauth:\/\/ URI \(HOTP\)$/],
  [JWT, 'jwt-decoder', /^Looks like a JWT \(algorithm HS256\)$/],
  ['1700000000', 'unix-time-converter', /in seconds \(2023-11-14 22:13:20 UTC\)/],
  ['1700000000123', 'unix-time-converter', /in milliseconds/],
  ['P1Y2M3DT4H', 'date-calculator', /^Looks like an ISO 8601 duration \(P1Y2M3DT4H\)$/],
  ['-P2W', 'date-calculator', /ISO 8601 duration/],
  ['#ff8800', 'hex-to-rgb', /hex colour \(#ff8800\)/],
  ['#FFF', 'hex-to-rgb', /hex colour/],
  ['rgb(255, 136, 0)', 'color-converter', /^Looks like a CSS colour \(rgb\(\)\)$/],
  ['oklch(70% 0.19 48)', 'color-converter', /^Looks like a CSS colour \(oklch\(\)\)$/],
  ['color(display-p3 1 0.5 0 / 50%)', 'color-converter', /^Looks like a CSS colour \(color\(\)\)$/],
  ['hsl(120deg 100% 50%)', 'color-converter', /CSS colour \(hsl\(\)\)/],
  ['lab(54.29 80.8 69.89)', 'color-converter', /CSS colour \(lab\(\)\)/],
  ['cmyk(0%, 50%, 100%, 0%)', 'color-converter', /CSS colour \(cmyk\(\)\)/],
  ['017f22e2-79b0-7cc3-98c4-dc0c0c07398f', 'uuid-generator', /UUID \(version 7\)/],
  [
    '$2y$10$PifCFrUVVwJLvKx1j4hYTOM2BQ6GlHBoT60pN6Akl7ViVFezzwq/a',
    'password-hasher',
    /^Looks like a bcrypt password hash$/,
  ],
  [
    '$argon2id$v=19$m=19456,t=2,p=1$RGV2VG9vbGJveFNhbHQxNg$3aZVzrhssLnTxtcq02nbMo7LbbAR280iUbc5Oddabm8',
    'password-hasher',
    /^Looks like an? Argon2 password hash$/,
  ],
  [
    '$scrypt$ln=14,r=8,p=1$RGV2VG9vbGJveFNhbHQxNg$HLxTV/Dhp/S4lsr0N2ZQEvRn5k1tYsU3oOV50DQng/0',
    'password-hasher',
    /scrypt password hash/,
  ],
  [
    '$pbkdf2-sha256$i=600000,l=32$RGV2VG9vbGJveFNhbHQxNg$OEz2BEjzr6Ghk7824ecN2sN',
    'password-hasher',
    /PBKDF2 password hash/,
  ],
  ['&lt;p&gt;Tom &amp; Jerry&lt;/p&gt;', 'html-decoder', /HTML entities \(&lt; &gt; &amp;\)/],
  [
    'access = "user\u202E \u2066// admin\u2069 \u2066"',
    'unicode-inspector',
    /^Contains hidden characters \(RLO, LRI, PDI\)$/,
  ],
  ['Hello\u200Bworld', 'unicode-inspector', /^Contains hidden characters \(ZWSP\)$/],
  ['SELECT id, name FROM users WHERE active = 1;', 'sql-formatter', /^Looks like SQL \(a SELECT statement\)$/],
  ["-- seed\ninsert into users (id, name) values (1, 'Ann');", 'sql-formatter', /a INSERT statement/],
  ['CREATE TABLE IF NOT EXISTS "orders" (id serial PRIMARY KEY)', 'sql-formatter', /a CREATE statement/],
  ['update accounts set balance = 0 where id = 7', 'sql-formatter', /an? UPDATE statement/],
  ['01001000 01101001', 'binary-converter', /binary bytes \(2 bytes\)/],
  ['48 65 6c 6c 6f', 'binary-converter', /hex bytes \(5 bytes\)/],
  ['0xde, 0xad, 0xbe, 0xef', 'binary-converter', /hex bytes \(4 bytes\)/],
  ['name: web\nimage: nginx\nports:\n  - "80:80"\n', 'yaml-json-converter', /^Looks like YAML \(3 key: value lines\)$/],
  ['---\nkind: Pod\n', 'yaml-json-converter', /^Looks like YAML \(1 key: value line, a --- start\)$/],
  [
    '[package]\nname = "hello"\nversion = "0.1.0"\n\n[dependencies]\nserde = { version = "1" }\n',
    'toml-json-converter',
    /^Looks like TOML \(3 key = value lines, 2 tables\)$/,
  ],
  [
    'id,name,city\n1,"Doe, Jane",Lyon\n2,Bob,Oslo\n',
    'csv-json-converter',
    /^Looks like CSV \(3 columns split by commas\)$/,
  ],
  ['sku;price\nA-01;4,20\n', 'csv-json-converter', /^Looks like CSV \(2 columns split by semicolons\)$/],
  ['a\tb\n1\t2\n', 'csv-json-converter', /^Looks like CSV \(2 columns split by tabs\)$/],
  [SAMPLE_CHAIN, 'x509-decoder', /^Looks like a PEM certificate$/],
  [SAMPLE_CSR, 'x509-decoder', /^Looks like a certificate signing request$/],
  [SAMPLE_SSH_KEY, 'x509-decoder', /^Looks like an OpenSSH public key \(ssh-ed25519\)$/],
  ['/(?<year>\\d{4})-(?<month>\\d{2})/gu', 'regex-tester', /^Looks like a regular expression \(flags gu\)$/],
  ['/^https?:\\/\\/[^/]+$/', 'regex-tester', /^Looks like a regular expression$/],
  ['... --- ... / .... ..', 'morse-code', /^Looks like Morse code \(5 codes\)$/],
  ['.- -...\n-.-.', 'morse-code', /^Looks like Morse code \(3 codes\)$/],
  ['xn--bcher-kva.example', 'punycode-converter', /^Looks like a punycode domain \(xn--\)$/],
  ['<~87cURD]i,"Ebo80~>', 'base-encoder', /^Looks like Ascii85 \(between <~ and ~>\)$/],
  ['192.168.1.0/24', 'cidr-calculator', /^Looks like an IPv4 network \(CIDR \/24\)$/],
  ['2001:db8::/32', 'cidr-calculator', /^Looks like an IPv6 network \(CIDR \/32\)$/],
  ['10.0.0.1', 'ip-converter', /^Looks like an IPv4 address$/],
  ['fe80::1%eth0', 'ip-converter', /^Looks like an IPv6 address$/],
  ['::ffff:192.0.2.1', 'ip-converter', /^Looks like an IPv6 address$/],
  ['00-1A-2B-3C-4D-5E', 'ip-converter', /^Looks like a MAC address$/],
  ['5 cm to inch', 'unit-converter', /^Looks like a unit conversion \(cm to in\)$/],
  ['72 °F in °C', 'unit-converter', /^Looks like a unit conversion \(°F to °C\)$/],
  ['700 MB at 20 Mbit/s', 'unit-converter', /^Looks like a unit conversion \(a transfer time\)$/],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
    'user-agent-parser',
    /^Looks like a user agent string$/,
  ],
  ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'user-agent-parser', /user agent/],
  ['*/15 9-17 * * 1-5', 'cron-parser', /^Looks like a cron expression$/],
  ['0 0 12 ? * MON#2 *', 'cron-parser', /cron/],
  ['@hourly', 'cron-parser', /cron/],
  ['DuckDuckBot/1.1 (+http://duckduckgo.com/duckduckbot.html)', 'user-agent-parser', /user agent/],
];

describe('IP addresses and networks', () => {
  it('offers the subnet calculator second for a bare address', () => {
    expect(ids('10.0.0.1')).toEqual(['ip-converter', 'cidr-calculator']);
  });

  it('takes only valid addresses and prefixes: never a version number, a time, a ratio or C++', () => {
    for (const text of [
      '1.2.3',
      'v1.2.3.4',
      '1.2.3.4.5',
      '256.1.1.1',
      '01.2.3.4',
      '10.0.0.0/33',
      '10.0.0.0/024',
      '2001:db8::/129',
      '12:30:00',
      '3:2',
      'std::vector',
      '::',
      '1:2:3:4:5:6:7:8:9',
      '1.2.3.4 5.6.7.8',
      'aa:bb:cc:dd:ee',
    ])
      for (const id of ['ip-converter', 'cidr-calculator']) expect(ids(text), text).not.toContain(id);
  });
});

describe('cron expressions', () => {
  it('takes 5 to 7 cron fields with a * or ?, or a macro: never plain numbers, words or a crontab line', () => {
    for (const text of [
      '1 2 3 4 5',
      '* * * *',
      '* * * * * * * *',
      'the * is a star and so on',
      '*/5 * * * * /usr/bin/backup.sh',
      '@reboot',
      '2 * 3 = 6 * 1',
    ])
      expect(ids(text), text).not.toContain('cron-parser');
  });
});

describe('user agents', () => {
  it('takes a User-Agent value only: never a sentence about Mozilla, a URL, or several lines', () => {
    for (const text of [
      'Mozilla/5.0 is what every browser sends',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64)\nMozilla/5.0 (X11; Linux x86_64)',
      'https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/User-Agent',
      'Mozilla/5.0 (Windows NT 10.0) and then some words',
      'curl/8.5.0',
    ])
      expect(ids(text), text).not.toContain('user-agent-parser');
  });
});

describe('regex literals', () => {
  it('takes /pattern/flags only where it is a regex: never a path, a fraction or two slashes', () => {
    for (const text of ['/usr/local/bin', '/api/', '1/2/3', '//', '/(unclosed/', '/a/b/c', '/a/xyz'])
      expect(ids(text), text).not.toContain('regex-tester');
  });
});

describe('ISO 8601 durations', () => {
  it('takes a whole duration only: a number and a unit at least, upper case, units in their order', () => {
    for (const text of ['P', 'PT', 'P1H', 'PT5', 'P1D2Y', 'p1d', 'P1DT', 'PHP', 'Paris', 'P1Y x', 'P-1D'])
      expect(ids(text), text).not.toContain('date-calculator');
  });
});

describe('Morse code', () => {
  it('takes only dots, dashes, spaces and slashes with both a dot and a dash and two codes or more', () => {
    for (const other of [
      '---',
      '---\nkind: Pod',
      '- - -',
      '...',
      '. . .',
      '-.-.',
      '--verbose',
      '... --- ... 1',
      'a.b -c',
    ])
      expect(ids(other), other).not.toContain('morse-code');
  });

  it('reads a long paste in linear time', () => {
    const started = performance.now();
    ids(`${'.'.repeat(60_000)}x`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('PEM and OpenSSH keys', () => {
  it('leaves other PEM blocks and prose about keys alone', () => {
    expect(ids('-----BEGIN PGP MESSAGE-----\nAAAA\n-----END PGP MESSAGE-----')).not.toContain('x509-decoder');
    expect(ids('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----')).not.toContain('x509-decoder');
    expect(ids('Add your ssh-ed25519 key to the server')).not.toContain('x509-decoder');
  });
});

describe('CSS colours', () => {
  it('opens the converter for a colour function, RGB to HEX second for rgb()', () => {
    expect(ids('rgb(255 136 0 / 50%)')).toEqual(['color-converter', 'rgb-to-hex']);
    expect(ids('oklch(62.8% 0.2577 29.23)')).toEqual(['color-converter']);
    expect(ids('#ff8800')).toEqual(['hex-to-rgb', 'color-converter']);
  });

  it('leaves near misses and prose alone', () => {
    for (const text of [
      'rgbx(1 2 3)',
      'rgb(1 2)',
      'color(foo 1 2 3)',
      'lab(a b c)',
      'hsl(var(--h) 50% 50%)',
      'red',
      'color: red;',
    ]) {
      expect(ids(text), text).not.toContain('color-converter');
    }
  });
});

describe('detectTools', () => {
  it.each(SAMPLES)('offers the right tool first for %s', (text, toolId, reason) => {
    expect(first(text)).toMatchObject({ toolId });
    expect(first(text).reason).toMatch(reason);
  });

  it('offers markup escaping and XML after the HTML formatter', () => {
    expect(ids('<div class="x"><span>a</span></div>')).toEqual(['html-formatter', 'html-encoder', 'xml-formatter']);
  });

  it('offers the XML ⇄ JSON converter after the XML formatter for XML, never for HTML', () => {
    expect(ids('<?xml version="1.0"?><note><to>Tove</to></note>')).toEqual([
      'xml-formatter',
      'xml-json-converter',
      'html-encoder',
    ]);
    expect(detectTools('<feed><entry/></feed>', ALL_BUILT)[1].reason).toBe('XML: convert it to JSON (3 tags)');
    expect(ids('<div class="x"><span>a</span></div>')).not.toContain('xml-json-converter');
  });

  it('takes SQL by its statements, not prose that starts with the same words', () => {
    for (const sql of [
      'select * from t',
      'WITH recent AS (SELECT 1) SELECT * FROM recent',
      '/* report */ SELECT a, b FROM t ORDER BY a',
      'delete from sessions where expires_at < now()',
      'ALTER TABLE users ADD COLUMN age int;',
      'create or replace view v as select 1',
    ])
      expect(ids(sql), sql).toEqual(['sql-formatter']);
    for (const prose of [
      'Select one from the list below.',
      'Select the file from your computer and press Open',
      'Create table of contents from the headings',
      'Update the docs set for the release',
      'Delete from here to the end of the line, then save',
      'With love from Paris',
      'Insert into the slot and turn',
    ])
      expect(ids(prose), prose).toEqual([]);
  });

  it('leaves the other detections as they were when SQL-like words appear', () => {
    expect(first('{"query": "SELECT * FROM t WHERE a = 1"}').toolId).toBe('json-formatter');
    expect(first('<sql>SELECT * FROM t;</sql>').toolId).toBe('xml-formatter');
    expect(first('const q = "select * from t";\nconsole.log(q);').toolId).toBe('js-formatter');
    expect(first('select { color: red; }\nfrom { margin: 0 }').toolId).toBe('css-formatter');
  });

  it('offers the Unicode Inspector second for a format with hidden characters, and not for a leading BOM', () => {
    expect(detectTools('{"name": "a\u200Bb"}', ALL_BUILT).map(({ toolId }) => toolId)).toEqual([
      'json-formatter',
      'unicode-inspector',
    ]);
    expect(detectTools('\uFEFFname,age\nAnn,3\nBob,4', ALL_BUILT).map(({ toolId }) => toolId)).not.toContain(
      'unicode-inspector',
    );
  });

  it('sends a JSON Schema (a top-level "$schema") to the validator first, the formatter next', () => {
    expect(first('{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object"}').toolId).toBe(
      'json-schema-validator',
    );
    expect(ids('{"$schema": "x", "type": "object"}')).toEqual(['json-schema-validator', 'json-formatter']);
    expect(first('{"schema": "x"}').toolId).toBe('json-formatter');
    expect(first('[{"$schema": "x"}]').toolId).toBe('json-formatter');
  });

  it('offers only tools that are built', () => {
    expect(ids(JWT, TOOLS)).toContain('jwt-decoder');
    expect(ids(JWT, [{ id: 'jwt-decoder', comingSoon: true }])).toEqual([]);
    expect(ids('{"a":1}', [{ id: 'json-formatter', comingSoon: true }])).toEqual([]);
  });

  it('offers the SVG optimizer first for an SVG document, the XML tools next, never for other XML', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>';
    expect(ids(svg)).toEqual(['svg-optimizer', 'xml-formatter', 'xml-json-converter', 'html-encoder']);
    expect(first(svg).reason).toBe('Looks like an SVG image (3 tags)');
    expect(first(`<?xml version="1.0"?>\n<!-- Created with Inkscape -->\n${svg}`).toolId).toBe('svg-optimizer');
    const svgFiles = [
      '/usr/share/icons/hicolor/scalable/apps/gvim.svg',
      '/usr/share/doc/postgresql-common/dependencies.svg',
    ];
    for (const path of svgFiles) expect(first(readFileSync(path, 'utf8')).toolId).toBe('svg-optimizer');
    // XML that merely holds an <svg> inside another root is not an SVG document.
    expect(ids('<icons><svg/></icons>')).not.toContain('svg-optimizer');
    expect(ids('<html><body><svg></svg></body></html>')).not.toContain('svg-optimizer');
  });

  it('recognises real files from node_modules', () => {
    expect(first(nodeModule('tailwindcss/preflight.css')).toolId).toBe('css-formatter');
    expect(first(nodeModule('react-toastify/dist/ReactToastify.css')).toolId).toBe('css-formatter');
    expect(first(nodeModule('fast-check/package.json')).reason).toMatch(
      /^Looks like JSON \(an object with \d+ keys\)$/,
    );
    expect(first(nodeModule('playwright-core/lib/vite/recorder/index.html')).toolId).toBe('html-formatter');
    // An SVG opens the SVG optimizer first (issue 31: "an SVG opens the optimizer"); the XML formatter stays next.
    expect(ids(nodeModule('playwright-core/lib/vite/recorder/playwright-logo.svg')).slice(0, 2)).toEqual([
      'svg-optimizer',
      'xml-formatter',
    ]);
    expect(first(nodeModule('wouter/src/index.js')).toolId).toBe('js-formatter');
    expect(first(nodeModule('react/cjs/react.development.js')).toolId).toBe('js-formatter');
  });

  it('recognises real UUIDs, Base64 of a real file and the current time', () => {
    for (let i = 0; i < 50; i++) expect(first(randomUUID())).toMatchObject({ toolId: 'uuid-generator' });
    const css = Buffer.from(nodeModule('tailwindcss/preflight.css')).toString('base64');
    expect(first(css)).toMatchObject({ toolId: 'base64-decoder' });
    const png = readFileSync(
      new URL('../../../node_modules/pngjs/coverage/lcov-report/favicon.png', import.meta.url),
    ).toString('base64');
    expect(first(png).reason).toBe('Looks like Base64 (a image/png file)');
    expect(first(String(Math.floor(Date.now() / 1000))).toolId).toBe('unix-time-converter');
    expect(first(String(Date.now())).reason).toMatch(/milliseconds/);
  });

  it('reads only a bounded prefix of huge text, and still answers', () => {
    const css = 'a { color: red; }\n'.repeat((2 * HEURISTIC_PREFIX) / 10);
    expect(first(css).toolId).toBe('css-formatter');
    const json = `[${'1,'.repeat(FULL_PARSE_CHARS)}1]`;
    expect(first(json).reason).toBe('Looks like JSON (an array, too long to check in full)');
    const base64 = Buffer.from('x'.repeat(3 * HEURISTIC_PREFIX)).toString('base64');
    expect(first(base64).toolId).toBe('base64-decoder');
  });

  it('takes YAML only from several key: value lines, never prose, CSS declarations or JSON', () => {
    expect(first(nodeModule('papaparse/.github/workflows/node.js.yml')).toolId).toBe('yaml-json-converter');
    const prose = 'Dear team,\nNote: the meeting moved to 3 pm.\nAgenda: budget, hiring.\nThanks: Ann\nSee you there.';
    expect(ids(prose)).not.toContain('yaml-json-converter');
    expect(ids('Note: this is a sentence with a colon.')).toEqual([]);
    expect(ids('color: red;\nmargin: 0;\npadding: 4px;')).not.toContain('yaml-json-converter');
    expect(ids('{"a": 1}')).toEqual(['json-formatter']);
    expect(first('body { margin: 0; color: red; }\na:hover { color: blue }').toolId).toBe('css-formatter');
    expect(ids('const a = { b: 1, c: 2 };\nconsole.log(a);')).not.toContain('yaml-json-converter');
  });

  it('takes TOML only from typed key = value lines, never INI words, scripts or prose', () => {
    expect(ids('[section]\nname = foo\npath = /usr/bin\n')).not.toContain('toml-json-converter');
    expect(ids('let a = 1;\nlet b = 2;\nconsole.log(a + b);')).not.toContain('toml-json-converter');
    expect(ids('x = 1;\ny = 2;\nz = 3;')).not.toContain('toml-json-converter');
    expect(ids('The answer = 42, they said.')).toEqual([]);
    expect(first('title = "x"\nport = 8080\ndebug = false\n').toolId).toBe('toml-json-converter');
  });

  it('takes a unit conversion only with a known unit and a target or a rate, never a bare quantity or prose', () => {
    for (const text of [
      '5 cm',
      '5 cm to',
      '3 apples to pears',
      '5 kg to m',
      '10 times in a row',
      '2024 to 2025',
      'in 5 cm',
    ])
      expect(ids(text), text).not.toContain('unit-converter');
  });

  it('takes CSV only from lines with the same delimiters: never prose, CSS, code or JSON', () => {
    expect(first(nodeModule('papaparse/tests/sample.csv')).toolId).toBe('csv-json-converter');
    expect(ids('Hello, world.\nThis line has two, no, three commas, see?')).not.toContain('csv-json-converter');
    expect(ids('color: red;\nmargin: 0;\npadding: 4px;')).not.toContain('csv-json-converter');
    expect(ids('const a = [1, 2];\nconst b = [3, 4];')).not.toContain('csv-json-converter');
    expect(ids('[1, 2]\n')).toEqual(['json-formatter']);
    expect(ids('one line, with, commas')).not.toContain('csv-json-converter');
  });

  it('claims nothing for blank text, prose or near misses', () => {
    for (const text of ['', '   \n', 'hello', 'The quick brown fox jumps over the lazy dog.', '12345', '99999999999']) {
      expect(ids(text)).toEqual([]);
    }
    expect(ids('{"a":')).toEqual([]); // broken JSON
    // #RGBA is a colour: HEX to RGB first, as before the converter; the converter second.
    expect(ids('#ff88')).toEqual(['hex-to-rgb', 'color-converter']);
    expect(ids('#ff88x')).toEqual([]);
    // CSS clamps rgb(256, 0, 0) to red: the converter reads it, RGB to HEX's sliders (0-255) do not.
    expect(ids('rgb(256, 0, 0)')).toEqual(['color-converter']);
    expect(ids('100%')).toEqual([]);
    expect(ids('a.b.c')).toEqual([]); // not a JWT: its header is not JSON
    expect(ids('$2b$10$tooShort')).not.toContain('password-hasher'); // a bcrypt hash has 53 characters after its cost
    expect(ids('$argon2id$v=19$m=1,t=1$c2FsdA$aGFzaA')).not.toContain('password-hasher'); // no p=
    expect(ids('$HOME/bin')).toEqual([]);
  });

  it('never throws, on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(Array.isArray(detectTools(text, ALL_BUILT))).toBe(true);
      }),
    );
    const hostile = fc.array(fc.constantFrom('{', '[', '"', '<', '>', '%', '&', ';', '#', '=', '.', 'a', '1', ' '), {
      maxLength: 200,
    });
    fc.assert(fc.property(hostile, (chars) => void detectTools(chars.join(''), ALL_BUILT)));
  });

  /**
   * The rule: random letters and digits (16 to 200 of them, or words of them separated by spaces) are not
   * claimed to be anything. Short runs could be, and honestly are: 'deadbeef' is hex bytes, 'cafe' is not.
   */
  it('needs more than a 2-byte magic number to call bare Base64 a file', () => {
    // fast-check found these: letters that decode to gzip's 1f 8b and BMP's "BM".
    expect(ids('H4saaaaaaaaaaaaaaaa')).toEqual([]);
    expect(ids('Qk0aaaaaaaaaaaaaaaaa')).toEqual([]);
    expect(ids('H4sIAAAAAAAAA8tIzcnJBwCGphA2BQAAAA==')).toContain('base64-decoder');
  });

  it('makes no claim on random alphanumeric text', () => {
    const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    const word = fc.array(alnum, { minLength: 16, maxLength: 200 }).map((c) => c.join(''));
    const words = fc.array(word, { minLength: 1, maxLength: 5 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(words, (text) => {
        expect(ids(text)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('claims no text that mixes the two Base64 alphabets (a seed found one that decoded to "#M?!ÿ#")', () => {
    expect(ids('I 00  /I c O /I-')).toEqual([]);
  });

  it('takes no words for Base64, though they decode to readable text without their spaces (a random seed’s)', () => {
    expect(ids('I0AgI yQ gI si0I  0')).toEqual([]);
    expect(ids('SGVsbG8s IFdvcmxkIQ==')).toEqual([]);
    expect(ids(' SGVsbG8sIFdv\r\ncmxkIQ== \n')).toContain('base64-decoder');
  });

  it('makes no claim on random printable ASCII (no braces, tags, escapes or entities)', () => {
    // No slashes either: a text between two of them that compiles is a regex literal, which the tester rightly takes
    // ('regex literals').
    const printable = fc.string({ minLength: 16, maxLength: 200 }).map((s) => s.replace(/[{}[\]<>%&#=;:()/]/g, ' '));
    fc.assert(
      fc.property(printable, (text) => {
        expect(ids(text)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('dropped files', () => {
  const ids = (mimeType: string, tools: readonly ToolAvailability[] = TOOLS) =>
    detectFile(mimeType, tools).map((d) => d.toolId);

  it('offers the file type identifier for any file, and only tools that are built', () => {
    expect(ids('')).toContain('file-identifier');
    expect(ids('image/png')).toContain('file-identifier');
    expect(ids('application/gzip', [{ id: 'gzip-tool' }, { id: 'file-identifier' }])).toEqual([
      'gzip-tool',
      'file-identifier',
    ]);
    expect(ids('application/zip', [{ id: 'zip-viewer', comingSoon: true }])).toEqual([]);
  });
});
