/**
 * The catalogue: the single source of truth for every tool and category.
 *
 * A tool whose page is not built yet stays `comingSoon: true` until its view
 * lands, so the site never offers a tool that does not work.
 */

export const SITE_NAME = 'DevToolbox';

export type CategoryId =
  | 'encoding'
  | 'conversion'
  | 'formatting'
  | 'generators'
  | 'validation'
  | 'security'
  | 'text'
  | 'datetime'
  | 'network'
  | 'math'
  | 'data'
  | 'hardware';

export interface Category {
  id: CategoryId;
  name: string;
  /** Accent colour (hex) for chips and icons. */
  color: string;
}

/** Icon names; the UI maps each to an SVG component (checked by the type system). */
export type IconName =
  | 'binary'
  | 'braces'
  | 'calculator'
  | 'calendar-clock'
  | 'case-sensitive'
  | 'clock'
  | 'code'
  | 'code-xml'
  | 'cpu'
  | 'diff'
  | 'file-archive'
  | 'file-code'
  | 'file-json'
  | 'file-spreadsheet'
  | 'fingerprint'
  | 'hash'
  | 'image'
  | 'key-round'
  | 'keyboard'
  | 'link'
  | 'link-2'
  | 'list-ordered'
  | 'lock'
  | 'network'
  | 'palette'
  | 'percent'
  | 'pipette'
  | 'qr-code'
  | 'regex'
  | 'ruler'
  | 'scan-text'
  | 'scissors'
  | 'shield-check'
  | 'square-code'
  | 'text'
  | 'type'
  | 'database'
  | 'file-text'
  | 'radio'
  | 'speech'
  | 'lock-keyhole'
  | 'mouse'
  | 'monitor'
  | 'gauge'
  | 'webcam'
  | 'mic'
  | 'speaker'
  | 'gamepad-2'
  | 'hand'
  | 'battery-medium'
  | 'memory-stick'
  | 'clipboard-check'
  | 'barcode'
  | 'file-stack'
  | 'scan-line'
  | 'audio-lines'
  | 'container'
  | 'terminal'
  | 'languages';

export interface Tool {
  id: string;
  name: string;
  description: string;
  category: CategoryId;
  icon: IconName;
  url: string;
  /** Extra words people search for (matched by the search box). */
  keywords: string[];
  isPopular?: boolean;
  isNew?: boolean;
  comingSoon?: boolean;
  /**
   * Tools that share their logic (an encoder and its decoder) name their family: the shared parts are
   * found by the family name instead of the tool id (see `partsName`).
   */
  family?: ToolFamily;
  /** Heavy work runs in a worker entry of its own, `src/workers/<partsName>.worker.ts`. */
  worker?: true;
}

/** Families of tools that share one algorithm, one worker entry and one set of view parts. */
export type ToolFamily = 'base64' | 'url-encoding' | 'html-entities';

/**
 * The name a tool's parts are found by: its family if it has one, else its id. The core logic is in
 * `src/core/tools/<partsName>/`, a worker entry (if any) is `src/workers/<partsName>.worker.ts`, shared
 * view parts of a family are in `src/ui/tools/<family>/`; every tool has its own view
 * `src/ui/tools/<id>/index.tsx` and browser test `tests/<id>.spec.ts`.
 */
export const partsName = (tool: Pick<Tool, 'id' | 'family'>): string => tool.family ?? tool.id;

/** The 12 categories, in the product spec's order. */
export const CATEGORIES: readonly Category[] = [
  { id: 'encoding', name: 'Encoding', color: '#6366f1' },
  { id: 'conversion', name: 'Conversion', color: '#0ea5e9' },
  { id: 'formatting', name: 'Formatting', color: '#8b5cf6' },
  { id: 'generators', name: 'Generators', color: '#10b981' },
  { id: 'validation', name: 'Validation', color: '#14b8a6' },
  { id: 'security', name: 'Security', color: '#ef4444' },
  { id: 'text', name: 'Text Tools', color: '#f59e0b' },
  { id: 'datetime', name: 'Date & Time', color: '#ec4899' },
  { id: 'network', name: 'Network', color: '#3b82f6' },
  { id: 'math', name: 'Mathematics', color: '#84cc16' },
  { id: 'data', name: 'Data Processing', color: '#f97316' },
  { id: 'hardware', name: 'Hardware', color: '#64748b' },
];

type ToolSeed = Omit<Tool, 'url'>;

const tool = (seed: ToolSeed): Tool => ({ ...seed, url: `/tools/${seed.id}` });

export const TOOLS: readonly Tool[] = [
  // ---- Encoding
  tool({
    id: 'base64-encoder',
    name: 'Base64 Encoder',
    description: 'Encode text or files to Base64, with URL-safe and MIME options.',
    category: 'encoding',
    icon: 'binary',
    keywords: ['base64', 'encode', 'btoa', 'data url', 'rfc 4648'],
    isPopular: true,
    family: 'base64',
    worker: true,
  }),
  tool({
    id: 'base64-decoder',
    name: 'Base64 Decoder',
    description: 'Decode Base64 back to text or a downloadable file.',
    category: 'encoding',
    icon: 'binary',
    keywords: ['base64', 'decode', 'atob', 'data url'],
    family: 'base64',
    worker: true,
  }),
  tool({
    id: 'url-encoder',
    name: 'URL Encoder',
    description: 'Percent-encode text for safe use in URLs, one line or a whole batch.',
    category: 'encoding',
    icon: 'link',
    keywords: ['url', 'percent', 'encodeURIComponent', 'escape', 'query string'],
    isPopular: true,
    family: 'url-encoding',
    worker: true,
  }),
  tool({
    id: 'url-decoder',
    name: 'URL Decoder',
    description: 'Decode percent-encoded URLs and query strings, one line or a whole batch.',
    category: 'encoding',
    icon: 'link',
    keywords: ['url', 'percent', 'decodeURIComponent', 'unescape', 'query string'],
    family: 'url-encoding',
    worker: true,
  }),
  tool({
    id: 'html-encoder',
    name: 'HTML Encoder',
    description: 'Escape &, <, >, quotes and apostrophes as HTML entities.',
    category: 'encoding',
    icon: 'code-xml',
    keywords: ['html', 'entities', 'escape', 'xss', 'encode'],
    family: 'html-entities',
    worker: true,
  }),
  tool({
    id: 'html-decoder',
    name: 'HTML Decoder',
    description: 'Turn named, decimal and hex HTML entities back into text.',
    category: 'encoding',
    icon: 'code-xml',
    keywords: ['html', 'entities', 'unescape', 'decode', 'nbsp'],
    family: 'html-entities',
    worker: true,
  }),
  tool({
    id: 'base-encoder',
    name: 'Base32 / Base58 / Ascii85 / Base45',
    description:
      "Encode and decode Base32 (RFC 4648, hex, Crockford's), Base58 and Base58Check, Ascii85, Z85 and Base45.",
    category: 'encoding',
    icon: 'binary',
    keywords: [
      'base32',
      'base58',
      'bitcoin',
      'ascii85',
      'z85',
      'base45',
      'crockford',
      'base58check',
      'encode',
      'decode',
    ],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'punycode-converter',
    name: 'Punycode / IDN Converter',
    description: 'Convert international domains to their xn-- form and back, flag look-alike labels, raw punycode.',
    category: 'encoding',
    icon: 'link',
    keywords: ['punycode', 'idn', 'idna', 'xn--', 'international domain', 'homograph', 'email', 'unicode domain'],
    isNew: true,
  }),

  // ---- Conversion
  tool({
    id: 'binary-converter',
    name: 'Binary Converter',
    description: 'Convert between text, binary, decimal, hexadecimal and octal bytes.',
    category: 'conversion',
    icon: 'binary',
    keywords: ['binary', 'ascii', 'hex', 'octal', 'bytes', 'utf-8'],
  }),
  tool({
    id: 'hex-to-rgb',
    name: 'HEX to RGB',
    description: 'Convert a hex colour code to RGB, with a live swatch.',
    category: 'conversion',
    icon: 'pipette',
    keywords: ['color', 'colour', 'hex', 'rgb', 'css'],
  }),
  tool({
    id: 'rgb-to-hex',
    name: 'RGB to HEX',
    description: 'Pick red, green and blue values and get the hex colour code.',
    category: 'conversion',
    icon: 'palette',
    keywords: ['color', 'colour', 'hex', 'rgb', 'css', 'picker'],
  }),
  tool({
    id: 'color-converter',
    name: 'Color Converter',
    description: 'Convert any CSS colour between hex, RGB, HSL, HWB, Lab, LCH, OKLCH, Display P3 and CMYK.',
    category: 'conversion',
    icon: 'palette',
    keywords: [
      'color',
      'colour',
      'hex',
      'rgb',
      'hsl',
      'hwb',
      'lab',
      'lch',
      'oklch',
      'oklab',
      'p3',
      'display-p3',
      'cmyk',
      'css',
      'picker',
      'eyedropper',
      'gamut',
    ],
    isNew: true,
  }),
  tool({
    id: 'contrast-checker',
    name: 'Color Contrast Checker',
    description: 'Check text and background colours against WCAG 2.2 AA and AAA, with APCA and a passing suggestion.',
    category: 'conversion',
    icon: 'type',
    keywords: [
      'contrast',
      'wcag',
      'a11y',
      'accessibility',
      'apca',
      'color',
      'colour',
      'aa',
      'aaa',
      'ratio',
      'text',
      'background',
    ],
    isNew: true,
  }),
  tool({
    id: 'image-converter',
    name: 'Image Converter',
    description: 'Convert images between JPEG, PNG, WebP, GIF and AVIF, on your device.',
    category: 'conversion',
    icon: 'image',
    keywords: ['image', 'jpeg', 'jpg', 'png', 'webp', 'gif', 'avif', 'compress', 'resize', 'photo'],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'exif-viewer',
    name: 'EXIF Viewer & Remover',
    description: "See a photo's camera, date and GPS location, and remove its metadata losslessly.",
    category: 'conversion',
    icon: 'shield-check',
    keywords: ['exif', 'gps', 'metadata', 'strip', 'location', 'privacy', 'photo', 'xmp', 'iptc', 'remove exif'],
    isNew: true,
    worker: true,
  }),
  // Issue 31's SVG optimizer and favicon generator, next to the image converter.
  tool({
    id: 'svg-optimizer',
    name: 'SVG Optimizer',
    description: 'Minify and clean up SVG files with svgo, with a before and after preview.',
    category: 'conversion',
    icon: 'image',
    keywords: ['svg', 'minify svg', 'svgo', 'optimize', 'optimise', 'compress', 'vector', 'icon', 'clean'],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'favicon-generator',
    name: 'Favicon Generator',
    description: 'Make favicon.ico, apple-touch-icon, PWA and maskable icons and the manifest from one image.',
    category: 'conversion',
    icon: 'image',
    keywords: [
      'favicon',
      'ico',
      'apple-touch-icon',
      'manifest',
      'webmanifest',
      'pwa',
      'maskable',
      'icon',
      'png',
      'svg',
    ],
    isNew: true,
    worker: true,
  }),

  // ---- Formatting
  tool({
    id: 'json-formatter',
    name: 'JSON Formatter',
    description: 'Format, minify and validate JSON, including large files.',
    category: 'formatting',
    icon: 'file-json',
    keywords: ['json', 'pretty print', 'beautify', 'minify', 'validate', 'lint', 'tree', 'viewer'],
    isPopular: true,
    worker: true,
  }),
  tool({
    id: 'xml-formatter',
    name: 'XML Formatter',
    description: 'Format, minify and validate XML documents.',
    category: 'formatting',
    icon: 'code',
    keywords: ['xml', 'pretty print', 'beautify', 'minify', 'validate', 'svg'],
    worker: true,
  }),
  tool({
    id: 'html-formatter',
    name: 'HTML Formatter',
    description: 'Beautify or minify HTML markup.',
    category: 'formatting',
    icon: 'file-code',
    keywords: ['html', 'pretty print', 'beautify', 'minify', 'markup'],
    worker: true,
  }),
  tool({
    id: 'css-formatter',
    name: 'CSS Formatter',
    description: 'Beautify or minify CSS stylesheets.',
    category: 'formatting',
    icon: 'braces',
    keywords: ['css', 'stylesheet', 'pretty print', 'beautify', 'minify'],
    worker: true,
  }),
  tool({
    id: 'js-formatter',
    name: 'JavaScript Formatter',
    description: 'Format, minify and validate JavaScript code.',
    category: 'formatting',
    icon: 'square-code',
    keywords: ['javascript', 'js', 'prettier', 'beautify', 'minify', 'validate'],
    isNew: true,
    worker: true,
  }),

  // ---- Generators
  tool({
    id: 'qr-code-generator',
    name: 'QR Code Generator',
    description:
      'Turn a URL or any text into a QR code (PNG or SVG), made on your device, and read QR codes from images.',
    category: 'generators',
    icon: 'qr-code',
    keywords: ['qr', 'barcode', 'png', 'svg', 'link', 'share', 'scan', 'reader'],
    isPopular: true,
    worker: true,
  }),
  // Issue 31's palette and gradient generators (one block).
  tool({
    id: 'color-palette-generator',
    name: 'Colour Palette Generator',
    description:
      'Harmonies and a 50-950 OKLCH scale from one colour with WCAG contrast, palettes from images, Tailwind v4 export.',
    category: 'generators',
    icon: 'palette',
    keywords: [
      'color',
      'colour',
      'palette',
      'scheme',
      'design',
      'oklch',
      'tailwind',
      'wcag',
      'contrast',
      'harmony',
      'shades',
      'tints',
      'image',
    ],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'css-gradient-generator',
    name: 'CSS Gradient Generator',
    description: 'Linear, radial and conic gradients with draggable stops, sRGB or OKLCH interpolation and fallbacks.',
    category: 'generators',
    icon: 'palette',
    keywords: [
      'gradient',
      'css',
      'linear-gradient',
      'radial-gradient',
      'conic-gradient',
      'oklch',
      'color',
      'colour',
      'background',
    ],
    isNew: true,
  }),
  tool({
    id: 'uuid-generator',
    name: 'UUID Generator',
    description: 'Generate UUIDs (versions 4, 7, 1 and 5), up to 100 at a time or a million as a file, and check one.',
    category: 'generators',
    icon: 'fingerprint',
    keywords: ['uuid', 'guid', 'v4', 'v7', 'v5', 'random', 'identifier', 'validate'],
    isPopular: true,
    worker: true,
  }),

  // ---- Security
  tool({
    id: 'password-generator',
    name: 'Password Generator',
    description: 'Create strong random passwords or EFF word-list passphrases, one at a time or many as a file.',
    category: 'security',
    icon: 'key-round',
    keywords: ['password', 'random', 'secure', 'strength', 'passphrase', 'diceware', 'entropy'],
    isPopular: true,
    worker: true,
  }),
  tool({
    id: 'hash-generator',
    name: 'Hash Generator',
    description: 'MD5, SHA-1, SHA-256, SHA-512 and more for text and files of any size.',
    category: 'security',
    icon: 'hash',
    keywords: ['hash', 'md5', 'sha1', 'sha256', 'sha512', 'checksum', 'digest', 'hmac', 'crc32'],
    isPopular: true,
    worker: true,
  }),
  tool({
    id: 'jwt-decoder',
    name: 'JWT Decoder & Encoder',
    description:
      'Decode a JSON Web Token, check its expiry, verify its signature (secret, PEM, JWK, JWKS) or sign a new one.',
    category: 'security',
    icon: 'shield-check',
    keywords: [
      'jwt',
      'token',
      'json web token',
      'bearer',
      'claims',
      'jws',
      'jwe',
      'jwks',
      'verify',
      'sign',
      'hs256',
      'rs256',
    ],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'key-pair-generator',
    name: 'Key Pair Generator',
    description: 'Generate RSA, ECDSA, Ed25519 or X25519 key pairs as PEM, JWK and OpenSSH, with the SSH fingerprint.',
    category: 'security',
    icon: 'key-round',
    keywords: [
      'ssh key',
      'ssh-keygen',
      'key pair',
      'rsa',
      'ecdsa',
      'ed25519',
      'x25519',
      'pem',
      'jwk',
      'public key',
      'private key',
      'openssh',
      'fingerprint',
    ],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'password-hasher',
    name: 'Password Hasher',
    description: 'Hash and verify passwords with bcrypt, Argon2, scrypt and PBKDF2, in your browser.',
    category: 'security',
    icon: 'lock',
    keywords: [
      'bcrypt',
      'argon',
      'argon2',
      'argon2id',
      'scrypt',
      'pbkdf2',
      'password hash',
      'htpasswd',
      'verify',
      'phc',
      'kdf',
    ],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'password-strength',
    name: 'Password Strength Checker',
    description: 'How guessable a password is, with zxcvbn: score, time to crack, warnings and the patterns found.',
    category: 'security',
    icon: 'shield-check',
    keywords: ['password strength', 'zxcvbn', 'password meter', 'crack time', 'entropy', 'guessable', 'weak password'],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'otp-generator',
    name: 'TOTP / HOTP Generator',
    description:
      'One-time codes from a 2FA secret, with a countdown; the otpauth:// URI and its QR code; read a URI or QR image; verify a code.',
    category: 'security',
    icon: 'shield-check',
    keywords: [
      'totp',
      'hotp',
      '2fa',
      'mfa',
      'otp',
      'one-time',
      'authenticator',
      'otpauth',
      'google authenticator',
      'rfc 6238',
    ],
    isNew: true,
  }),
  tool({
    id: 'token-generator',
    name: 'Token & ID Generator',
    description:
      'ULIDs, NanoIDs, random strings, API keys with a prefix and MongoDB ObjectIds, unbiased, up to a million as a file.',
    category: 'security',
    icon: 'key-round',
    keywords: [
      'token',
      'ulid',
      'nanoid',
      'objectid',
      'mongodb',
      'api key',
      'random string',
      'hex',
      'url-safe',
      'id',
      'secret',
    ],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'x509-decoder',
    name: 'Certificate Decoder',
    description: 'Decode X.509 certificates, chains, CSRs and public keys (PEM or DER): dates, SANs, fingerprints.',
    category: 'security',
    icon: 'fingerprint',
    keywords: [
      'x509',
      'x.509',
      'certificate',
      'pem',
      'der',
      'crt',
      'csr',
      'ssl',
      'tls',
      'chain',
      'fingerprint',
      'ssh key',
      'public key',
    ],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'text-encryption',
    name: 'Encrypt / Decrypt',
    description: 'AES-256-GCM for text and files of any size, with a passphrase or a key; reads openssl enc output.',
    category: 'security',
    icon: 'lock',
    keywords: [
      'aes',
      'encrypt',
      'decrypt',
      'encryption',
      'aes-gcm',
      'passphrase',
      'openssl',
      'cipher',
      'pbkdf2',
      'argon2',
    ],
    isNew: true,
    worker: true,
  }),

  // ---- Text Tools
  tool({
    id: 'text-case-converter',
    name: 'Text Case Converter',
    description: 'Switch text between UPPERCASE, lowercase, Title Case, camelCase, snake_case and more.',
    category: 'text',
    icon: 'case-sensitive',
    keywords: ['case', 'uppercase', 'lowercase', 'title', 'camelcase', 'snake_case', 'kebab-case'],
    worker: true,
  }),
  tool({
    id: 'code-diff',
    name: 'Code Diff',
    description: 'Compare two versions of code or text and see every changed line.',
    category: 'text',
    icon: 'diff',
    keywords: ['diff', 'compare', 'changes', 'patch', 'text'],
    isPopular: true,
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'regex-tester',
    name: 'Regex Tester',
    description:
      'Test JavaScript regular expressions with live match highlighting, groups, replace, split and an explanation.',
    category: 'text',
    icon: 'regex',
    keywords: ['regex', 'regexp', 'regular expression', 'match', 'pattern', 'replace', 'split', 'capture group'],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'line-tools',
    name: 'Sort & Deduplicate Lines',
    description:
      'Sort lines (natural, numeric, by length, locale-aware), remove duplicates, filter, shuffle and number them.',
    category: 'text',
    icon: 'list-ordered',
    keywords: [
      'sort lines',
      'dedupe',
      'deduplicate',
      'unique',
      'uniq',
      'shuffle',
      'reverse',
      'natural sort',
      'filter lines',
    ],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'morse-code',
    name: 'Morse Code Translator',
    description: 'Translate text to Morse code and back, and hear it played at your speed with a flashing light.',
    category: 'text',
    icon: 'radio',
    keywords: ['morse', 'morse code', 'cw', 'sos', 'dots and dashes', 'telegraph', 'wpm', 'farnsworth'],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'nato-alphabet',
    name: 'NATO Phonetic Alphabet',
    description: 'Spell text with the NATO alphabet (Alfa, Bravo, Charlie…) and read the words back.',
    category: 'text',
    icon: 'speech',
    keywords: ['nato', 'phonetic alphabet', 'spelling alphabet', 'icao', 'alfa bravo', 'radio alphabet', 'spell'],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'simple-ciphers',
    name: 'Simple Ciphers',
    description:
      'ROT13, ROT47, Caesar, Atbash and Vigenère both ways, and every Caesar shift ranked by how English it reads.',
    category: 'text',
    icon: 'lock-keyhole',
    keywords: ['rot13', 'rot47', 'caesar', 'cipher', 'atbash', 'vigenere', 'decode', 'shift', 'puzzle'],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'unicode-inspector',
    name: 'Unicode Inspector',
    description:
      'See every character of a text: code point, name, category, script, UTF-8 and UTF-16 bytes; find and clean hidden ones.',
    category: 'text',
    icon: 'scan-text',
    keywords: [
      'unicode',
      'zero width',
      'invisible characters',
      'code point',
      'character name',
      'utf-8',
      'utf-16',
      'bidi',
      'trojan source',
      'homoglyph',
      'confusables',
      'nbsp',
    ],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'text-statistics',
    name: 'Word Counter & Text Statistics',
    description:
      'Count words, characters, bytes, sentences, lines and paragraphs; reading time and the most used words.',
    category: 'text',
    icon: 'file-text',
    keywords: [
      'word count',
      'word counter',
      'character count',
      'letter count',
      'wc',
      'reading time',
      'text statistics',
      'sentences',
      'bytes',
    ],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'string-escaper',
    name: 'String Escape / Unescape',
    description:
      'Escape or unescape a string for JSON, JavaScript, Java/C/C#, Python, SQL, CSV, regex, shell, XML or Unicode.',
    category: 'text',
    icon: 'code',
    keywords: ['escape', 'unescape', 'string', 'backslash', 'quote', 'json string', 'shell quote', 'regex escape'],
    isNew: true,
  }),
  tool({
    id: 'slugify',
    name: 'Slug Generator',
    description: 'Turn titles into URL slugs: transliterated, with your separator, case, length and stop words.',
    category: 'text',
    icon: 'link',
    keywords: ['slug', 'slugify', 'url slug', 'permalink', 'seo url', 'transliterate'],
    isNew: true,
    worker: true,
  }),

  // ---- Date & Time
  tool({
    id: 'unix-time-converter',
    name: 'Unix Time Converter',
    description: 'Convert Unix timestamps to human dates and back.',
    category: 'datetime',
    icon: 'clock',
    keywords: ['unix', 'epoch', 'timestamp', 'date', 'utc', 'time'],
  }),
  tool({
    id: 'timezone-converter',
    name: 'Time Zone Converter',
    description:
      'A date and time in one time zone, shown in others with offsets and abbreviations; a day planner; DST gaps and repeats named.',
    category: 'datetime',
    icon: 'clock',
    keywords: [
      'time zone',
      'timezone',
      'tz',
      'utc',
      'gmt',
      'dst',
      'daylight saving',
      'iana',
      'meeting planner',
      'world clock',
    ],
    isNew: true,
  }),
  tool({
    id: 'date-calculator',
    name: 'Date Calculator',
    description:
      'Days between two dates in years, months and days, weeks, hours and business days; add a duration; ISO week; ISO 8601 durations.',
    category: 'datetime',
    icon: 'calendar-clock',
    keywords: [
      'date difference',
      'days between',
      'date diff',
      'add days',
      'business days',
      'iso week',
      'week number',
      'day of year',
      'duration',
      'iso 8601',
    ],
    isNew: true,
  }),

  // ---- Network
  tool({
    id: 'url-parser',
    name: 'URL Parser',
    description: 'Split a URL into protocol, host, port, path, query parameters and hash.',
    category: 'network',
    icon: 'link-2',
    keywords: ['url', 'uri', 'query', 'params', 'hostname', 'parse'],
  }),
  tool({
    id: 'cidr-calculator',
    name: 'CIDR / Subnet Calculator',
    description:
      'Network, broadcast, netmask and host range of an IPv4 or IPv6 subnet; split it, turn a range into CIDRs, merge CIDRs.',
    category: 'network',
    icon: 'network',
    keywords: [
      'cidr',
      'subnet',
      'subnet calculator',
      'netmask',
      'wildcard mask',
      'ip',
      'ipv4',
      'ipv6',
      'ip range',
      'broadcast',
      'supernet',
      'prefix',
    ],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'ip-converter',
    name: 'IP Address Converter',
    description:
      'IPv4 to integer, hex, binary and octal; IPv6 expanded and compressed; reverse DNS names; MAC address formats and EUI-64.',
    category: 'network',
    icon: 'network',
    keywords: [
      'ip',
      'ipv4',
      'ipv6',
      'ip to integer',
      'ip to hex',
      'ipv6 compress',
      'ipv6 expand',
      'mac address',
      'eui-64',
      'reverse dns',
      'ptr',
      'in-addr.arpa',
    ],
    isNew: true,
  }),

  // ---- Mathematics
  tool({
    id: 'number-base-converter',
    name: 'Number Base Converter',
    description: 'Convert whole numbers of any size between bases 2, 8, 10, 16, 32 and 36.',
    category: 'math',
    icon: 'list-ordered',
    keywords: ['base', 'radix', 'binary', 'octal', 'hex', 'decimal', 'bigint'],
    worker: true,
  }),
  tool({
    id: 'math-evaluator',
    name: 'Calculator',
    description: 'Evaluate expressions with variables, functions, units, fractions, big numbers and matrices (mathjs).',
    category: 'math',
    icon: 'calculator',
    keywords: ['calc', 'calculator', 'math', 'mathjs', 'expression', 'evaluate', 'matrix', 'fraction', 'bignumber'],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'unit-converter',
    name: 'Unit Converter',
    description: 'Convert length, mass, temperature, data sizes (kB and KiB), data rates and more, exactly.',
    category: 'math',
    icon: 'ruler',
    keywords: [
      'units',
      'convert',
      'conversion',
      'kib',
      'mib',
      'mbps',
      'inch',
      'cm',
      'celsius',
      'fahrenheit',
      'kg',
      'lb',
      'bytes',
      'transfer time',
    ],
    isNew: true,
  }),

  // ---- Data Processing
  tool({
    id: 'yaml-json-converter',
    name: 'YAML ⇄ JSON Converter',
    description: 'Convert YAML to JSON and JSON to YAML, with anchors, merge keys and several documents.',
    category: 'data',
    icon: 'file-text',
    keywords: [
      'yaml',
      'yml',
      'json',
      'yaml to json',
      'json to yaml',
      'convert',
      'config',
      'docker compose',
      'kubernetes',
    ],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'gzip-tool',
    name: 'Gzip / Deflate',
    description:
      'Compress and decompress gzip, zlib and raw deflate: pasted text, or files of any size streamed to disk.',
    category: 'data',
    icon: 'file-archive',
    keywords: ['gzip', 'gunzip', 'deflate', 'inflate', 'zlib', 'compress', 'decompress', '.gz', 'zip', 'compression'],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'toml-json-converter',
    name: 'TOML ⇄ JSON Converter',
    description: 'Convert TOML (Cargo.toml, pyproject.toml) to JSON and JSON to TOML.',
    category: 'data',
    icon: 'file-text',
    keywords: ['toml', 'json', 'toml to json', 'json to toml', 'cargo', 'pyproject', 'config', 'convert'],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'xml-json-converter',
    name: 'XML ⇄ JSON Converter',
    description: 'Convert XML to JSON and JSON to XML: attributes, text, repeated elements, document order kept.',
    category: 'data',
    icon: 'code-xml',
    keywords: ['xml', 'json', 'xml to json', 'json to xml', 'svg', 'rss', 'soap', 'attributes', 'convert'],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'json-to-types',
    name: 'JSON to Types',
    description: 'Generate TypeScript, Go, Rust, Python, C#, Java, Kotlin, Swift types or a JSON Schema from JSON.',
    category: 'data',
    icon: 'braces',
    keywords: [
      'json',
      'types',
      'typescript',
      'interface',
      'go struct',
      'rust serde',
      'python dataclass',
      'pydantic',
      'c#',
      'java',
      'kotlin',
      'swift',
      'json schema',
      'quicktype',
      'model',
      'codegen',
    ],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'json-query',
    name: 'JSON Query',
    description: 'Query JSON with JSONPath or jq as you type, with a cheat sheet; files of 100 MB and more.',
    category: 'data',
    icon: 'file-json',
    keywords: ['jq', 'jsonpath', 'json query', 'json path', 'filter', 'select', 'query', 'json', 'search'],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'csv-json-converter',
    name: 'CSV ⇄ JSON Converter',
    description: 'Convert CSV to JSON and JSON to CSV: quoted fields, any delimiter, typed values, files of any size.',
    category: 'data',
    icon: 'file-spreadsheet',
    keywords: [
      'csv',
      'json',
      'csv to json',
      'json to csv',
      'tsv',
      'table',
      'spreadsheet',
      'excel',
      'json lines',
      'jsonl',
      'convert',
    ],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'twitch-clipper',
    name: 'Twitch Clipper',
    description: 'Mark the start and end of a clip in a Twitch video and save a link and a yt-dlp command for it.',
    category: 'data',
    icon: 'scissors',
    keywords: ['twitch', 'clip', 'video', 'vod', 'stream', 'yt-dlp'],
    isNew: true,
  }),
  tool({
    id: 'file-identifier',
    name: 'File Type Identifier',
    description: 'What a file really is, from its magic bytes, whatever its name says, with its entropy.',
    category: 'data',
    icon: 'fingerprint',
    keywords: ['file type', 'mime', 'magic', 'what is this file', 'extension', 'entropy', 'identify', 'magic number'],
    isNew: true,
    worker: true,
  }),

  // ---- Issue 33: the remaining file tools (each entry leaves Coming Soon as its page lands)
  tool({
    id: 'hex-viewer',
    name: 'Hex Viewer',
    description: 'Open a file of any size in hex and text, jump to an offset, search bytes, inspect values.',
    category: 'data',
    icon: 'binary',
    keywords: ['hex', 'hexdump', 'xxd', 'hex editor', 'bytes', 'binary', 'offset', 'inspect file'],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'zip-viewer',
    name: 'ZIP Viewer',
    description: 'List and extract the entries of a .zip, .jar, .docx or .apk, safely, without uploading it.',
    category: 'data',
    icon: 'file-archive',
    keywords: ['zip', 'unzip', 'archive', 'jar', 'docx', 'apk', 'extract', 'zip bomb'],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'barcode-generator',
    name: 'Barcode Generator',
    description: 'Code 128, EAN, UPC, Code 39, ITF-14, Data Matrix, PDF417 and Aztec, with check digits.',
    category: 'data',
    icon: 'barcode',
    keywords: ['barcode', 'ean', 'ean-13', 'upc', 'code 128', 'code 39', 'data matrix', 'pdf417', 'aztec', 'itf'],
    isNew: true,
  }),

  // ---- Hardware
  tool({
    id: 'system-info',
    name: 'System Info',
    description: 'See what your browser reports about your system, display and network.',
    category: 'hardware',
    icon: 'cpu',
    keywords: ['system', 'browser', 'user agent', 'screen', 'hardware', 'network', 'gpu', 'codecs'],
    isNew: true,
  }),

  // ---- Issue 32: the hardware suite (each entry leaves Coming Soon as its page lands)
  tool({
    id: 'keyboard-tester',
    name: 'Keyboard Tester',
    description: 'Test every key on an ANSI, ISO or Mac keyboard: key codes, rollover, chatter and repeat rate.',
    category: 'hardware',
    icon: 'keyboard',
    keywords: ['keyboard', 'keys', 'keycode', 'hardware', 'test', 'rollover', 'nkro', 'ghosting', 'chatter'],
    isNew: true,
  }),
  tool({
    id: 'mouse-tester',
    name: 'Mouse Tester',
    description: 'Test every mouse button, the wheel, double-click chatter and the polling rate in Hz.',
    category: 'hardware',
    icon: 'mouse',
    keywords: ['mouse', 'click', 'double click', 'wheel', 'scroll', 'polling rate', 'hz', 'dpi', 'chatter', 'buttons'],
    isNew: true,
  }),
  tool({
    id: 'dead-pixel-test',
    name: 'Dead Pixel Test',
    description: 'Fullscreen colours, gradients and a checkerboard to find dead or stuck pixels on a screen.',
    category: 'hardware',
    icon: 'monitor',
    keywords: ['dead pixel', 'stuck pixel', 'screen', 'monitor', 'display', 'lcd', 'oled', 'backlight bleed'],
    isNew: true,
  }),
  tool({
    id: 'refresh-rate-test',
    name: 'Refresh Rate Test',
    description: "Measure your display's refresh rate and dropped frames, and check motion blur.",
    category: 'hardware',
    icon: 'gauge',
    keywords: ['refresh rate', 'hz', 'fps', 'monitor', 'display', 'frame rate', '144hz', 'motion blur', 'ufo'],
    isNew: true,
  }),
  tool({
    id: 'webcam-test',
    name: 'Webcam Test',
    description: 'Check your camera: live preview, resolution and frame rate in use, mirror and snapshot.',
    category: 'hardware',
    icon: 'webcam',
    keywords: ['webcam', 'camera', 'video', 'cam test', 'resolution', 'fps', 'snapshot'],
    isNew: true,
  }),
  tool({
    id: 'microphone-test',
    name: 'Microphone Test',
    description: 'Check your microphone: live level in dBFS, waveform, spectrum, and a short recording.',
    category: 'hardware',
    icon: 'mic',
    keywords: ['microphone', 'mic', 'mic test', 'audio', 'input', 'level', 'dbfs', 'record', 'sound'],
    isNew: true,
  }),
  tool({
    id: 'speaker-test',
    name: 'Speaker Test',
    description: 'Left, right and centre channels, a frequency sweep, tones and a polarity test.',
    category: 'hardware',
    icon: 'speaker',
    keywords: [
      'speaker',
      'sound',
      'audio',
      'headphones',
      'left right',
      'stereo',
      'tone',
      'frequency',
      'sweep',
      'hearing',
    ],
    isNew: true,
  }),
  tool({
    id: 'gamepad-tester',
    name: 'Gamepad Tester',
    description: 'Buttons, triggers and sticks of every connected controller, with deadzone, drift and vibration.',
    category: 'hardware',
    icon: 'gamepad-2',
    keywords: [
      'gamepad',
      'controller',
      'joystick',
      'xbox',
      'playstation',
      'dualsense',
      'stick drift',
      'deadzone',
      'vibration',
    ],
    isNew: true,
  }),
  tool({
    id: 'touchscreen-test',
    name: 'Touchscreen Test',
    description: 'Draw every touch point with its size and pressure, count touches, and find dead zones.',
    category: 'hardware',
    icon: 'hand',
    keywords: ['touch', 'touchscreen', 'multitouch', 'touch points', 'dead zone', 'tablet', 'phone'],
    isNew: true,
  }),
  tool({
    id: 'battery-info',
    name: 'Battery Info',
    description: 'Battery level, charging state and time to full or empty, updated live.',
    category: 'hardware',
    icon: 'battery-medium',
    keywords: ['battery', 'charge', 'charging', 'power', 'laptop', 'level'],
    isNew: true,
  }),
  tool({
    id: 'gpu-info',
    name: 'GPU Info',
    description: 'Your graphics card as WebGL, WebGL2 and WebGPU see it: renderer, limits and extensions.',
    category: 'hardware',
    icon: 'memory-stick',
    keywords: ['gpu', 'graphics', 'webgl', 'webgpu', 'renderer', 'video card', 'opengl', 'extensions'],
    isNew: true,
  }),
  tool({
    id: 'device-checkup',
    name: 'Device Check-up',
    description: 'One guided pass through every hardware test, ending in a printable report made on the device.',
    category: 'hardware',
    icon: 'clipboard-check',
    keywords: ['checkup', 'check-up', 'diagnostics', 'used laptop', 'repair', 'report', 'hardware test', 'device test'],
    isNew: true,
  }),

  // ---- Issue 30: Roman numerals, HTTP status codes, user agents (cron is in the roadmap block below)
  tool({
    id: 'roman-numerals',
    name: 'Roman Numeral Converter',
    description: 'Convert numbers from 1 to 3999 to Roman numerals and back; malformed numerals say what is wrong.',
    category: 'math',
    icon: 'hash',
    keywords: ['roman', 'roman numerals', 'numeral', 'mcmxciv', 'year', 'convert', 'number'],
    isNew: true,
  }),
  tool({
    id: 'http-status-codes',
    name: 'HTTP Status Codes',
    description: 'Every HTTP status code in the IANA registry: its meaning, its RFC section and when to use it.',
    category: 'network',
    icon: 'list-ordered',
    keywords: ['http', 'status code', 'status', '404', '500', '403', '301', 'response code', 'error code', 'rfc 9110'],
    isNew: true,
  }),
  tool({
    id: 'user-agent-parser',
    name: 'User Agent Parser',
    description: 'Read a user agent string: browser, engine, OS, device and CPU, with your own browser’s client hints.',
    category: 'network',
    icon: 'fingerprint',
    keywords: ['ua', 'user agent', 'user-agent', 'browser', 'useragent', 'client hints', 'device', 'os', 'bot'],
    isNew: true,
  }),

  // ---- Roadmap: planned tools, not built yet
  tool({
    id: 'json-schema-validator',
    name: 'JSON Schema Validator',
    description: 'Validate a JSON document against a JSON Schema and list every error.',
    category: 'validation',
    icon: 'file-json',
    keywords: [
      'json',
      'schema',
      'json schema',
      'validate',
      'validator',
      'ajv',
      'draft 7',
      '2020-12',
      'generate schema',
    ],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'sql-formatter',
    name: 'SQL Formatter',
    description: 'Format or minify SQL in eleven dialects, from PostgreSQL and MySQL to T-SQL and BigQuery.',
    category: 'formatting',
    icon: 'database',
    keywords: [
      'sql',
      'query',
      'postgres',
      'postgresql',
      'mysql',
      'sqlite',
      't-sql',
      'beautify',
      'pretty print',
      'minify sql',
    ],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'json-diff',
    name: 'JSON Diff',
    description: 'Compare two JSON documents by structure and get the differences as a tree and a JSON Patch.',
    category: 'data',
    icon: 'diff',
    keywords: ['json', 'diff', 'compare', 'json patch', 'rfc 6902', 'difference', 'jsondiff'],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'cron-parser',
    name: 'Cron Expression Parser',
    description:
      'Explain a cron expression in plain words and list its next runs in any time zone, across DST changes.',
    category: 'datetime',
    icon: 'calendar-clock',
    keywords: ['cron', 'crontab', 'schedule', 'job', 'quartz', 'next run', 'cron expression', 'every 5 minutes'],
    isNew: true,
  }),
  tool({
    id: 'markdown-preview',
    name: 'Markdown Preview',
    description:
      'Write Markdown (GitHub flavour) and see it rendered side by side; export HTML, or turn HTML into Markdown.',
    category: 'text',
    icon: 'type',
    keywords: [
      'markdown',
      'md',
      'preview',
      'readme',
      'gfm',
      'github markdown',
      'markdown to html',
      'html to markdown',
      'commonmark',
      'render',
    ],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'lorem-ipsum-generator',
    name: 'Lorem Ipsum Generator',
    description: 'Generate placeholder paragraphs, sentences or words, plain or in <p> tags.',
    category: 'text',
    icon: 'text',
    keywords: ['lorem', 'ipsum', 'placeholder', 'dummy text', 'filler text', 'lipsum'],
    isNew: true,
    worker: true,
  }),
  tool({
    id: 'percentage-calculator',
    name: 'Percentage Calculator',
    description: 'X% of Y, X as a percent of Y, percentage change, increase and decrease, in exact decimals.',
    category: 'math',
    icon: 'percent',
    keywords: ['percent', 'percentage', '%', 'ratio', 'change', 'increase', 'decrease', 'discount', 'calc'],
    isNew: true,
  }),
  // ---- Planned (issue 34): the next tools, each with "Request this tool"
  tool({
    id: 'pdf-tools',
    name: 'PDF Merge, Split & Compress',
    description: 'Merge, split and shrink PDF files on your device.',
    category: 'conversion',
    icon: 'file-stack',
    keywords: ['pdf', 'merge pdf', 'split pdf', 'compress pdf'],
    comingSoon: true,
  }),
  tool({
    id: 'image-ocr',
    name: 'Image to Text (OCR)',
    description: 'Read the text in a picture or a screenshot, on your device.',
    category: 'conversion',
    icon: 'scan-line',
    keywords: ['ocr', 'image to text', 'screenshot text', 'recognise text'],
    comingSoon: true,
  }),
  tool({
    id: 'audio-trimmer',
    name: 'Audio Trimmer',
    description: 'Cut a sound file to the part you need, on your device.',
    category: 'conversion',
    icon: 'audio-lines',
    keywords: ['audio', 'trim', 'cut', 'mp3', 'wav', 'sound'],
    comingSoon: true,
  }),
  tool({
    id: 'docker-compose-converter',
    name: 'Docker Compose ⇄ docker run',
    description: 'Turn docker run commands into a compose file and back.',
    category: 'conversion',
    icon: 'container',
    keywords: ['docker', 'compose', 'docker run', 'container', 'yaml'],
    comingSoon: true,
  }),
  tool({
    id: 'curl-converter',
    name: 'curl to Code',
    description: 'Turn a curl command into fetch, Python requests or Go code.',
    category: 'conversion',
    icon: 'terminal',
    keywords: ['curl', 'fetch', 'requests', 'http', 'convert curl'],
    comingSoon: true,
  }),
  tool({
    id: 'site-translations',
    name: 'DevToolbox in Your Language',
    description: 'Every page and tool translated, starting with Spanish, German, French and Japanese.',
    category: 'text',
    icon: 'languages',
    keywords: ['translation', 'language', 'i18n', 'localisation', 'spanish', 'german'],
    comingSoon: true,
  }),
];

const categoriesById = new Map(CATEGORIES.map((c) => [c.id, c]));

export function categoryOf(tool: Pick<Tool, 'category'>): Category {
  const category = categoriesById.get(tool.category);
  if (!category) throw new Error(`Unknown category: ${tool.category}`);
  return category;
}

export function findTool(tools: readonly Tool[], id: string): Tool | undefined {
  return tools.find((t) => t.id === id);
}
