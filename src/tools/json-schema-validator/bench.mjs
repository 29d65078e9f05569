// Drives /tools/json-schema-validator the way a person does: pastes a 2020-12 schema (types, required fields, bounds,
// formats), opens a 10 MB JSON document, presses Validate and waits until the Errors pane is written (parsing,
// validating and placing each error, in the worker). The baseline on the same files in the same run: Python's
// `jsonschema` (Draft202012Validator with its format checker; Debian's python3-jsonschema), timed inside Python
// without its start-up, json.loads included. Ten records break the schema on purpose: both must count ten errors.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INPUT_DIR, MiB } from '../../../bench/lib/inputs.mjs';
import { runKitJob } from '../../../bench/lib/kit-job.mjs';

/** Formats both validators check without extra packages (Python's date-time needs one, so it is left out). */
const SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['records'],
  properties: {
    records: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'email', 'joined', 'key', 'score', 'tags'],
        additionalProperties: false,
        properties: {
          id: { type: 'integer', minimum: 0 },
          name: { type: 'string', minLength: 1, maxLength: 64 },
          email: { type: 'string', format: 'email' },
          joined: { type: 'string', format: 'date' },
          key: { type: 'string', format: 'uuid' },
          host: { type: 'string', format: 'ipv4' },
          score: { type: 'number', minimum: 0, maximum: 100 },
          tags: { type: 'array', items: { enum: ['alpha', 'beta', 'gamma'] }, uniqueItems: true },
        },
      },
    },
  },
};

/** Every this many records, one has its score as a string: ten errors in all. */
const BROKEN_EVERY = (count) => Math.floor(count / 10);

function record(i, broken) {
  const hex = (i * 2654435761).toString(16).padStart(12, '0').slice(-12);
  return {
    id: i,
    name: `user ${i} é`,
    email: `user${i}@example.com`,
    joined: `20${10 + (i % 15)}-0${(i % 9) + 1}-1${i % 10}`,
    key: `0190a6f2-7c4e-7b1a-8d2e-${hex}`,
    host: `10.${i % 256}.${(i >> 8) % 256}.${i % 200}`,
    score: broken ? `${i % 100}` : (i * 37) % 100,
    tags: ['alpha', 'beta', 'gamma'].slice(0, i % 4),
  };
}

/** About `bytes` of records, ten of them broken, written once. */
function documentOf(bytes) {
  const path = join(INPUT_DIR, `schema-records-${bytes}.json`);
  if (existsSync(path)) return path;
  const count = Math.round(bytes / 230);
  const every = BROKEN_EVERY(count);
  const records = Array.from({ length: count }, (_, i) => record(i, i % every === every - 1));
  mkdirSync(INPUT_DIR, { recursive: true });
  writeFileSync(path, JSON.stringify({ records }, null, 1));
  return path;
}

const PYTHON = `
import json, sys, time
from jsonschema import Draft202012Validator
schema = json.loads(sys.argv[2])
text = open(sys.argv[1], encoding='utf-8').read()
t0 = time.perf_counter()
validator = Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)
count = sum(1 for _ in validator.iter_errors(json.loads(text)))
print(json.dumps({'ms': (time.perf_counter() - t0) * 1000, 'errors': count}))
`;

const pythonJsonschema = {
  name: 'Python jsonschema (Draft 2020-12, formats)',
  run(path) {
    const child = spawnSync('python3', ['-c', PYTHON, path, JSON.stringify(SCHEMA)], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`jsonschema failed: ${child.stderr}`);
    const { ms, errors } = JSON.parse(child.stdout);
    return { ms, digests: { errors: String(errors) } };
  },
};

/** The count the Errors pane's first line gives ('10 errors (draft 2020-12)'), 0 for 'valid: …'. */
const errorCount = (pane) =>
  pane.startsWith('valid:') ? '0' : (/^(\d+) errors? /.exec(pane)?.[1] ?? pane.slice(0, 80));

async function run({ page, url, path }) {
  await page.goto(`${url}/tools/json-schema-validator`);
  await page.getByRole('textbox', { name: 'JSON Schema', exact: true }).fill(JSON.stringify(SCHEMA, null, 2));
  await page.getByTestId('file-input').setInputFiles(path);
  const { ms, longestTaskMs, saved } = await runKitJob(page, 'Validate', { settleMs: 2000 });
  return { ms, longestTaskMs, digests: { errors: errorCount(readFileSync(saved, 'utf8')) } };
}

/** A 10 MB document validated (the issue: "a 10 MB document validates in the worker"), against Python's jsonschema. */
export const jsonSchemaCase = (name, bytes = 10 * MiB) => ({
  name,
  get bytes() {
    return statSync(documentOf(bytes)).size;
  },
  input: () => documentOf(bytes),
  baseline: [pythonJsonschema],
  prepare: async () => {},
  run,
  timeoutS: 600,
});

export const cases = [jsonSchemaCase('JSON Schema: 10 MB document validated')];
