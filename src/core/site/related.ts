/**
 * Related tools (issue 34): what a tool page offers next. First the tools its result is handed off to (a YAML file
 * becomes JSON, then is checked against a schema), then the other tools of its category. `related.test.ts` holds
 * every id to a working tool of the catalogue.
 */
import { TOOLS, type Tool } from './catalogue.ts';

/** How many related tools a page shows. */
export const RELATED_COUNT = 6;

/**
 * Where each tool's output or subject goes next, most likely first: the decoder after its encoder, the validator
 * after a converter, the next step of a job. Ids of working tools only; the category fills the rest.
 */
export const HAND_OFFS: Readonly<Record<string, readonly string[]>> = {
  // Encoding
  'base64-encoder': ['base64-decoder', 'base-encoder', 'url-encoder', 'gzip-tool'],
  'base64-decoder': ['base64-encoder', 'file-identifier', 'hex-viewer', 'jwt-decoder'],
  'url-encoder': ['url-decoder', 'url-parser', 'string-escaper', 'punycode-converter'],
  'url-decoder': ['url-encoder', 'url-parser', 'base64-decoder', 'punycode-converter'],
  'html-encoder': ['html-decoder', 'string-escaper', 'html-formatter', 'markdown-preview'],
  'html-decoder': ['html-encoder', 'unicode-inspector', 'html-formatter', 'url-decoder'],
  // Base32 is what 2FA secrets are written in.
  'base-encoder': ['base64-encoder', 'otp-generator', 'binary-converter', 'hex-viewer'],
  'punycode-converter': ['url-parser', 'unicode-inspector', 'url-encoder'],
  // Conversion
  'binary-converter': ['number-base-converter', 'base-encoder', 'hex-viewer', 'unicode-inspector'],
  'color-converter': ['contrast-checker', 'color-palette-generator', 'css-gradient-generator', 'hex-to-rgb'],
  'contrast-checker': ['color-converter', 'color-palette-generator', 'css-gradient-generator'],
  'exif-viewer': ['image-converter', 'file-identifier', 'hex-viewer'],
  'favicon-generator': ['image-converter', 'svg-optimizer', 'color-palette-generator'],
  'hex-to-rgb': ['rgb-to-hex', 'color-converter', 'contrast-checker'],
  'rgb-to-hex': ['hex-to-rgb', 'color-converter', 'color-palette-generator'],
  'image-converter': ['exif-viewer', 'favicon-generator', 'svg-optimizer', 'base64-encoder'],
  'svg-optimizer': ['favicon-generator', 'image-converter', 'xml-formatter', 'base64-encoder'],
  // Formatting
  'css-formatter': ['css-gradient-generator', 'color-converter', 'html-formatter', 'code-diff'],
  'html-formatter': ['html-encoder', 'css-formatter', 'js-formatter', 'markdown-preview'],
  'js-formatter': ['json-formatter', 'string-escaper', 'regex-tester', 'code-diff'],
  'json-formatter': ['json-query', 'json-schema-validator', 'json-diff', 'json-to-types', 'yaml-json-converter'],
  'sql-formatter': ['string-escaper', 'csv-json-converter', 'code-diff'],
  'xml-formatter': ['xml-json-converter', 'html-formatter', 'svg-optimizer'],
  // Generators
  'color-palette-generator': ['contrast-checker', 'color-converter', 'css-gradient-generator'],
  'css-gradient-generator': ['color-palette-generator', 'color-converter', 'css-formatter'],
  'qr-code-generator': ['barcode-generator', 'otp-generator', 'url-parser'],
  // Version 5 UUIDs are SHA-1 hashes; ULIDs and NanoIDs are the other kinds of id.
  'uuid-generator': ['token-generator', 'password-generator', 'hash-generator'],
  // Validation
  'json-schema-validator': ['json-formatter', 'json-to-types', 'yaml-json-converter', 'json-query'],
  // Security
  // HMAC is the hash generator's own; HS256 tokens are HMACs too.
  'hash-generator': ['password-hasher', 'jwt-decoder', 'text-encryption', 'file-identifier'],
  'jwt-decoder': ['key-pair-generator', 'x509-decoder', 'unix-time-converter', 'base64-decoder', 'json-formatter'],
  'key-pair-generator': ['x509-decoder', 'jwt-decoder', 'text-encryption', 'hash-generator'],
  'otp-generator': ['qr-code-generator', 'base-encoder', 'password-generator'],
  'password-generator': ['password-strength', 'password-hasher', 'token-generator'],
  'password-hasher': ['password-strength', 'password-generator', 'hash-generator'],
  'password-strength': ['password-generator', 'password-hasher'],
  'text-encryption': ['password-generator', 'key-pair-generator', 'hash-generator', 'base64-encoder'],
  'token-generator': ['uuid-generator', 'password-generator', 'hash-generator'],
  'x509-decoder': ['key-pair-generator', 'jwt-decoder', 'base64-decoder', 'date-calculator'],
  // Text
  'code-diff': ['json-diff', 'line-tools', 'text-statistics'],
  'line-tools': ['text-statistics', 'code-diff', 'csv-json-converter', 'regex-tester'],
  'lorem-ipsum-generator': ['text-statistics', 'markdown-preview', 'html-formatter'],
  'markdown-preview': ['html-formatter', 'text-statistics', 'html-encoder'],
  'morse-code': ['nato-alphabet', 'simple-ciphers'],
  'nato-alphabet': ['morse-code', 'simple-ciphers'],
  'regex-tester': ['string-escaper', 'line-tools', 'js-formatter'],
  'simple-ciphers': ['text-encryption', 'morse-code', 'hash-generator'],
  slugify: ['text-case-converter', 'url-encoder', 'unicode-inspector'],
  'string-escaper': ['regex-tester', 'json-formatter', 'html-encoder', 'url-encoder'],
  'text-case-converter': ['slugify', 'line-tools', 'text-statistics'],
  'text-statistics': ['line-tools', 'unicode-inspector', 'text-case-converter'],
  'unicode-inspector': ['punycode-converter', 'hex-viewer', 'string-escaper', 'html-decoder'],
  // Date & Time
  'cron-parser': ['date-calculator', 'timezone-converter', 'unix-time-converter'],
  'date-calculator': ['unix-time-converter', 'timezone-converter', 'cron-parser'],
  'timezone-converter': ['unix-time-converter', 'date-calculator', 'cron-parser'],
  'unix-time-converter': ['timezone-converter', 'date-calculator', 'jwt-decoder'],
  // Network
  'cidr-calculator': ['ip-converter', 'url-parser'],
  'http-status-codes': ['url-parser', 'user-agent-parser'],
  'ip-converter': ['cidr-calculator', 'number-base-converter', 'binary-converter'],
  'url-parser': ['url-decoder', 'url-encoder', 'punycode-converter', 'http-status-codes'],
  'user-agent-parser': ['system-info', 'http-status-codes'],
  // Mathematics
  'math-evaluator': ['unit-converter', 'percentage-calculator', 'number-base-converter'],
  'number-base-converter': ['binary-converter', 'ip-converter', 'roman-numerals', 'math-evaluator'],
  'percentage-calculator': ['math-evaluator', 'unit-converter'],
  'roman-numerals': ['number-base-converter', 'math-evaluator'],
  'unit-converter': ['math-evaluator', 'percentage-calculator', 'date-calculator'],
  // Data Processing
  'barcode-generator': ['qr-code-generator'],
  'csv-json-converter': ['json-query', 'json-formatter', 'json-to-types', 'line-tools'],
  'file-identifier': ['hex-viewer', 'zip-viewer', 'exif-viewer', 'hash-generator'],
  'gzip-tool': ['file-identifier', 'zip-viewer', 'hex-viewer', 'base64-encoder'],
  'hex-viewer': ['file-identifier', 'binary-converter', 'unicode-inspector', 'hash-generator'],
  'json-diff': ['json-formatter', 'code-diff', 'json-query', 'json-schema-validator'],
  'json-query': ['json-formatter', 'csv-json-converter', 'json-to-types', 'json-diff'],
  'json-to-types': ['json-schema-validator', 'json-formatter', 'json-query'],
  'toml-json-converter': ['yaml-json-converter', 'json-schema-validator', 'json-formatter'],
  'twitch-clipper': ['url-parser', 'timezone-converter'],
  'xml-json-converter': ['xml-formatter', 'json-formatter', 'json-query', 'json-schema-validator'],
  'yaml-json-converter': ['json-schema-validator', 'json-formatter', 'toml-json-converter', 'json-query'],
  'zip-viewer': ['file-identifier', 'gzip-tool', 'hex-viewer', 'hash-generator'],
  // Hardware: every test leads to the guided check-up that runs them all.
  'device-checkup': ['system-info', 'gpu-info', 'user-agent-parser'],
  'battery-info': ['device-checkup', 'system-info'],
  'dead-pixel-test': ['device-checkup', 'refresh-rate-test', 'touchscreen-test'],
  'gamepad-tester': ['device-checkup', 'keyboard-tester', 'mouse-tester'],
  'gpu-info': ['device-checkup', 'system-info', 'refresh-rate-test'],
  'keyboard-tester': ['device-checkup', 'mouse-tester', 'gamepad-tester'],
  'microphone-test': ['device-checkup', 'speaker-test', 'webcam-test'],
  'mouse-tester': ['device-checkup', 'keyboard-tester', 'refresh-rate-test'],
  'refresh-rate-test': ['device-checkup', 'dead-pixel-test', 'gpu-info'],
  'speaker-test': ['device-checkup', 'microphone-test'],
  'system-info': ['device-checkup', 'user-agent-parser', 'gpu-info'],
  'touchscreen-test': ['device-checkup', 'dead-pixel-test'],
  'webcam-test': ['device-checkup', 'microphone-test'],
  // Planned tools point at what works today.
  'pdf-tools': ['image-converter', 'file-identifier'],
  'image-ocr': ['image-converter', 'exif-viewer', 'text-statistics'],
  'audio-trimmer': ['speaker-test', 'microphone-test', 'file-identifier'],
  'docker-compose-converter': ['yaml-json-converter', 'json-schema-validator'],
  'curl-converter': ['url-parser', 'http-status-codes', 'json-formatter'],
};

/** A tool's declared hand-offs (an own key only: no id reaches the object's prototype). */
export const handOffsOf = (id: string): readonly string[] => (Object.hasOwn(HAND_OFFS, id) ? HAND_OFFS[id] : []);

const working = (tools: readonly Tool[]) => new Map(tools.filter((t) => !t.comingSoon).map((t) => [t.id, t]));

/**
 * The tools a tool's page offers next, at most `RELATED_COUNT`: its hand-offs, then the working tools of its category
 * in catalogue order. Never the tool itself, never a planned tool.
 */
export function relatedTools(tool: Tool, tools: readonly Tool[] = TOOLS): Tool[] {
  const byId = working(tools);
  const handOffs = handOffsOf(tool.id).flatMap((id) => byId.get(id) ?? []);
  const sameCategory = [...byId.values()].filter((t) => t.category === tool.category);
  const related = new Map([...handOffs, ...sameCategory].filter((t) => t.id !== tool.id).map((t) => [t.id, t]));
  return [...related.values()].slice(0, RELATED_COUNT);
}
