// The bench's cases. A case: a name, an input (randomFile/textFile from lib/inputs.mjs) and a driver
// with prepare/run (see drivers/). Adding one is a line here; a new tool adds a driver file. Each step of a case
// must finish within `--timeout` seconds (default 600), or the case's own `timeoutS`.
import { base64Text, decodePasted } from '../src/tools/base64-decoder/bench.mjs';
import { encodeFile } from '../src/tools/base64-encoder/bench.mjs';
import { codeDiffCase } from '../src/tools/code-diff/bench.mjs';
import { csvToJsonCase } from '../src/tools/csv-json-converter/bench.mjs';
import { cssFormatCase } from '../src/tools/css-formatter/bench.mjs';
import { bulkCase } from './drivers/generators.mjs';
import { hashFile, hashText } from '../src/tools/hash-generator/bench.mjs';
import { htmlFormatCase } from '../src/tools/html-formatter/bench.mjs';
import { jsonFormatCase } from '../src/tools/json-formatter/bench.mjs';
import { jsonQueryCase } from '../src/tools/json-query/bench.mjs';
import { BATCH, convertBatch, convertPhoto, PHOTO_BYTES, photos } from '../src/tools/image-converter/bench.mjs';
import { jsFormatCase, jsMinifyCase } from '../src/tools/js-formatter/bench.mjs';
import { argon2Case, bcryptCase } from '../src/tools/password-hasher/bench.mjs';
import { markdownRenderCase } from '../src/tools/markdown-preview/bench.mjs';
import { sqlFormatCase } from '../src/tools/sql-formatter/bench.mjs';
import { xmlFormatCase, xmlMinifyCase } from '../src/tools/xml-formatter/bench.mjs';
import { yamlToJsonCase } from '../src/tools/yaml-json-converter/bench.mjs';
import { encryptFileCase } from '../src/tools/text-encryption/bench.mjs';
import { gunzipCase, gzipCase, gzippedTextFile } from '../src/tools/gzip-tool/bench.mjs';
import { hexSearchCase } from '../src/tools/hex-viewer/bench.mjs';
import { exifRemovalCase } from '../src/tools/exif-viewer/bench.mjs';
import { svgOptimizeCase } from '../src/tools/svg-optimizer/bench.mjs';
import { jsonSchemaCase } from '../src/tools/json-schema-validator/bench.mjs';
import { regexCountCase } from '../src/tools/regex-tester/bench.mjs';
import { naturalSortCase, sortUniqueCase } from '../src/tools/line-tools/bench.mjs';
import { repeatedTextFile, textStatisticsCase } from '../src/tools/text-statistics/bench.mjs';
import { GiB, MiB, randomFile, textFile } from './lib/inputs.mjs';

const FOUR = ['md5', 'sha1', 'sha256', 'sha512'];

export const cases = [
  { name: 'MD5, 1 GiB file', bytes: GiB, input: randomFile, ...hashFile(['md5']) },
  { name: 'SHA-1, 1 GiB file', bytes: GiB, input: randomFile, ...hashFile(['sha1']) },
  { name: 'SHA-256, 1 GiB file', bytes: GiB, input: randomFile, ...hashFile(['sha256']) },
  { name: 'SHA-512, 1 GiB file', bytes: GiB, input: randomFile, ...hashFile(['sha512']) },
  { name: 'all four, 1 GiB file', bytes: GiB, input: randomFile, ...hashFile(FOUR) },
  { name: 'SHA-256, 128 MiB file (WebCrypto)', bytes: 128 * MiB, input: randomFile, ...hashFile(['sha256']) },
  { name: 'all four, 64 MiB typed text', bytes: 64 * MiB, input: textFile, ...hashText(FOUR) },
  { name: 'Base64 encode, 256 MiB file', bytes: 256 * MiB, input: randomFile, ...encodeFile() },
  { name: 'Base64 decode, 64 MiB of data pasted as Base64', bytes: 64 * MiB, input: base64Text, ...decodePasted() },
  codeDiffCase('Code diff, 100k lines, 1 % changed', 'edited', 100_000),
  codeDiffCase('Code diff, 10k lines vs their shuffle', 'shuffled', 10_000),
  codeDiffCase('Code diff, 100k lines, 1 % changed, vs jsdiff', 'edited', 100_000, 'jsdiff'),
  codeDiffCase('Code diff, 10k lines vs their shuffle, vs jsdiff', 'shuffled', 10_000, 'jsdiff'),
  { name: 'Image: 12 MP photo to WebP q90', bytes: PHOTO_BYTES, input: photos, ...convertPhoto('webp') },
  { name: 'Image: 12 MP photo to JPEG q90', bytes: PHOTO_BYTES, input: photos, ...convertPhoto('jpeg') },
  {
    name: `Image: ${BATCH} × 12 MP photos to WebP q90`,
    bytes: BATCH * PHOTO_BYTES,
    input: photos,
    ...convertBatch('webp'),
  },
  jsonFormatCase('JSON: 100 MB file formatted, vs jq .', 100 * MiB, 'jq'),
  jsonFormatCase('JSON: 100 MB file formatted, vs Node', 100 * MiB, 'node'),
  bulkCase('1,000,000 UUIDs to a .txt', 'uuids', 1_000_000),
  bulkCase('100,000 passwords to a .txt', 'passwords', 100_000),
  // HTML and CSS formatters: format and minify 1 MB through the UI against Prettier and the minifier in Node.
  cssFormatCase('CSS format + minify, 1 MB of real stylesheets', 1),
  htmlFormatCase('HTML format + minify, 1 MB of real pages', 1),
  // JavaScript and XML formatters (issue 11)
  jsFormatCase('JS format, 1.2 MB library bundle'),
  jsMinifyCase('JS minify, 1.2 MB library bundle'),
  xmlFormatCase('XML format, 1 MB of SVG'),
  xmlMinifyCase('XML minify, 1 MB of SVG'),
  // Data formats (issue 27)
  sqlFormatCase('SQL 1 MB formatted'),
  yamlToJsonCase('YAML 20 MB → JSON'),
  csvToJsonCase('CSV 100 MB file to JSON, vs Miller', 100 * MiB),
  jsonSchemaCase('JSON Schema: 10 MB document validated'),
  jsonQueryCase('jq .[] | select(.x > 5), 100 MB file, vs native jq', 100 * MiB),
  markdownRenderCase('Markdown 5 MB rendered'),
  // Security tools (issue 28)
  bcryptCase('bcrypt cost 12, vs htpasswd', 12),
  argon2Case('Argon2id 64 MiB, t=3, vs the argon2 CLI', 64, 3),
  {
    name: 'Encrypt 1 GiB file (AES-256-GCM), vs openssl enc -aes-256-ctr',
    bytes: GiB,
    input: randomFile,
    ...encryptFileCase(),
  },
  // Text tools (issue 29)
  regexCountCase('Regex: e-mail matches counted in 100 MB, vs grep -oE | wc -l', 100 * MiB),
  sortUniqueCase('Sort -u: 100 MB of lines, vs LC_ALL=C sort -u', 100 * MiB),
  naturalSortCase('Natural sort: 10 MB of lines, vs sort -V (same order)', 10 * MiB),
  {
    name: 'Text statistics, 1 GiB text file, vs wc -lwmc',
    bytes: GiB,
    input: repeatedTextFile,
    ...textStatisticsCase(),
  },
  // Colour and images (issue 31)
  exifRemovalCase('EXIF: metadata removed from 8 × 12 MP JPEG photos, vs exiftool -all= -o'),
  // Encoding and files (issue 33)
  { name: 'Gzip: 256 MiB text file, vs gzip -6', bytes: 256 * MiB, input: textFile, ...gzipCase() },
  {
    name: 'Gunzip: 256 MiB of text from gzip -6, vs gzip -d',
    bytes: 256 * MiB,
    input: gzippedTextFile,
    ...gunzipCase(),
  },
  {
    bytes: GiB,
    input: randomFile,
    ...hexSearchCase('Search in the hex viewer: a 4-byte pattern through 1 GiB, vs LC_ALL=C grep -c -F -a'),
  },
  svgOptimizeCase('SVG optimisation of 1 MB of real SVG (Adwaita icons), vs svgo in Node'),
];

/** Run only when named with --only (too slow or too big for every run). */
export const optionalCases = [
  { name: 'SHA-256, 2 GiB file', bytes: 2 * GiB, input: randomFile, ...hashFile(['sha256']) },
  { name: 'all four, 2 GiB file', bytes: 2 * GiB, input: randomFile, ...hashFile(FOUR) },
];

/**
 * Two cases of one driver in a row, on the same files, as the full bench runs them: a driver must leave nothing behind
 * (nor start before the page is ready) that makes the next case wait forever. `tests/bench-smoke.spec.ts` runs them.
 */
export const inARowCases = [
  codeDiffCase('Code diff, 10k lines, 1 % changed (in a row)', 'edited', 10_000),
  codeDiffCase('Code diff, 10k lines, 1 % changed, vs jsdiff (in a row)', 'edited', 10_000, 'jsdiff'),
];

/**
 * `npm test` runs these through the same harness so it cannot rot. Small and few: they only prove that the
 * harness runs (server, browser, drivers, baselines, table, JSON) and that the digests agree with coreutils'.
 */
export const smokeCases = [
  { name: 'all four, 2 MiB file (smoke)', bytes: 2 * MiB, input: randomFile, ...hashFile(FOUR) },
  { name: 'all four, 512 KiB typed text (smoke)', bytes: MiB / 2, input: textFile, ...hashText(FOUR) },
  { name: 'Base64 encode, 2 MiB file (smoke)', bytes: 2 * MiB, input: randomFile, ...encodeFile() },
];
