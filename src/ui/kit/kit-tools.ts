/**
 * Every kit tool's declaration by tool id: read by the examples' unit test and the generated browser test (never
 * by the site, where each view imports only its own). `kit-tools.test.ts` fails when a view built on `KitView` is
 * missing here or a declaration has no example.
 */
import { base64TextDecoder, base64TextEncoder } from '../../tools/base64/declaration';
import { baseEncoder } from '../../tools/base-encoder/declaration';
import { binaryConverter } from '../../tools/binary-converter/declaration';
import { cidrCalculator } from '../../tools/cidr-calculator/declaration';
import { colorConverter } from '../../tools/color-converter/declaration';
import { contrastChecker } from '../../tools/contrast-checker/declaration';
import { cronParser } from '../../tools/cron-parser/declaration';
import { cssFormatter } from '../../tools/css-formatter/declaration';
import { colorPaletteGenerator } from '../../tools/color-palette-generator/declaration';
import { cssGradientGenerator } from '../../tools/css-gradient-generator/declaration';
import { csvJsonConverter } from '../../tools/csv-json-converter/declaration';
import { dateCalculator } from '../../tools/date-calculator/declaration';
import { htmlDecoder } from '../../tools/html-decoder/declaration';
import { htmlEncoder } from '../../tools/html-encoder/declaration';
import { htmlFormatter } from '../../tools/html-formatter/declaration';
import { ipConverter } from '../../tools/ip-converter/declaration';
import { httpStatusCodes } from '../../tools/http-status-codes/declaration';
import { jsFormatter } from '../../tools/js-formatter/declaration';
import { jsonDiff } from '../../tools/json-diff/declaration';
import { jsonSchemaValidator } from '../../tools/json-schema-validator/declaration';
import { jwtDecoder } from '../../tools/jwt-decoder/declaration';
import { jsonToTypes } from '../../tools/json-to-types/declaration';
import { jsonFormatter } from '../../tools/json-formatter/declaration';
import { jsonQuery } from '../../tools/json-query/declaration';
import { lineTools } from '../../tools/line-tools/declaration';
import { mathEvaluator } from '../../tools/math-evaluator/declaration';
import { morseCode } from '../../tools/morse-code/declaration';
import { loremIpsumGenerator } from '../../tools/lorem-ipsum-generator/declaration';
import { markdownPreview } from '../../tools/markdown-preview/declaration';
import { punycodeConverter } from '../../tools/punycode-converter/declaration';
import { passwordStrength } from '../../tools/password-strength/declaration';
import { passwordHasher } from '../../tools/password-hasher/declaration';
import { natoAlphabet } from '../../tools/nato-alphabet/declaration';
import { numberBaseConverter } from '../../tools/number-base-converter/declaration';
import { percentageCalculator } from '../../tools/percentage-calculator/declaration';
import { regexTester } from '../../tools/regex-tester/declaration';
import { simpleCiphers } from '../../tools/simple-ciphers/declaration';
import { romanNumerals } from '../../tools/roman-numerals/declaration';
import { slugifyTool } from '../../tools/slugify/declaration';
import { sqlFormatter } from '../../tools/sql-formatter/declaration';
import { svgOptimizer } from '../../tools/svg-optimizer/declaration';
import { stringEscaper } from '../../tools/string-escaper/declaration';
import { textCaseConverter } from '../../tools/text-case-converter/declaration';
import { textEncryption } from '../../tools/text-encryption/declaration';
import { gzipTool } from '../../tools/gzip-tool/declaration';
import { textStatisticsTool } from '../../tools/text-statistics/declaration';
import { timezoneConverter } from '../../tools/timezone-converter/declaration';
import { tomlJsonConverter } from '../../tools/toml-json-converter/declaration';
import { unicodeInspector } from '../../tools/unicode-inspector/declaration';
import { unitConverter } from '../../tools/unit-converter/declaration';
import { urlDecoder } from '../../tools/url-decoder/declaration';
import { urlEncoder } from '../../tools/url-encoder/declaration';
import { userAgentParser } from '../../tools/user-agent-parser/declaration';
import { x509Decoder } from '../../tools/x509-decoder/declaration';
import { xmlFormatter } from '../../tools/xml-formatter/declaration';
import { xmlJsonConverter } from '../../tools/xml-json-converter/declaration';
import { yamlJsonConverter } from '../../tools/yaml-json-converter/declaration';
import type { KitOptions, ToolDeclaration } from './declaration';

type AnyDeclaration = ToolDeclaration<KitOptions<Record<string, string | boolean>>>;

export const KIT_TOOLS = {
  // The Text tab of the Base64 encoder (its File tab is a screen of its own).
  'base64-encoder': base64TextEncoder,
  'base64-decoder': base64TextDecoder,
  'base-encoder': baseEncoder,
  'binary-converter': binaryConverter,
  'cidr-calculator': cidrCalculator,
  'color-converter': colorConverter,
  'contrast-checker': contrastChecker,
  'cron-parser': cronParser,
  'css-formatter': cssFormatter,
  'color-palette-generator': colorPaletteGenerator,
  'css-gradient-generator': cssGradientGenerator,
  'csv-json-converter': csvJsonConverter,
  'date-calculator': dateCalculator,
  'html-decoder': htmlDecoder,
  'html-encoder': htmlEncoder,
  'html-formatter': htmlFormatter,
  'ip-converter': ipConverter,
  'http-status-codes': httpStatusCodes,
  'js-formatter': jsFormatter,
  'json-diff': jsonDiff,
  'json-schema-validator': jsonSchemaValidator,
  'json-to-types': jsonToTypes,
  'json-formatter': jsonFormatter,
  'json-query': jsonQuery,
  'jwt-decoder': jwtDecoder,
  'line-tools': lineTools,
  'lorem-ipsum-generator': loremIpsumGenerator,
  'markdown-preview': markdownPreview,
  'math-evaluator': mathEvaluator,
  'morse-code': morseCode,
  'nato-alphabet': natoAlphabet,
  'number-base-converter': numberBaseConverter,
  'password-hasher': passwordHasher,
  'percentage-calculator': percentageCalculator,
  'password-strength': passwordStrength,
  'punycode-converter': punycodeConverter,
  'regex-tester': regexTester,
  'roman-numerals': romanNumerals,
  'simple-ciphers': simpleCiphers,
  slugify: slugifyTool,
  'sql-formatter': sqlFormatter,
  'string-escaper': stringEscaper,
  'svg-optimizer': svgOptimizer,
  'text-case-converter': textCaseConverter,
  'text-encryption': textEncryption,
  'gzip-tool': gzipTool,
  'text-statistics': textStatisticsTool,
  'timezone-converter': timezoneConverter,
  'toml-json-converter': tomlJsonConverter,
  'unicode-inspector': unicodeInspector,
  'unit-converter': unitConverter,
  'url-decoder': urlDecoder,
  'url-encoder': urlEncoder,
  'user-agent-parser': userAgentParser,
  'x509-decoder': x509Decoder,
  'xml-formatter': xmlFormatter,
  'xml-json-converter': xmlJsonConverter,
  'yaml-json-converter': yamlJsonConverter,
} as unknown as Readonly<Record<string, AnyDeclaration>>;
