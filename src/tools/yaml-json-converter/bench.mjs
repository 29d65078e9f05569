// Drives /tools/yaml-json-converter the way a person does: opens a 20 MB YAML file (records as an API or a config
// dump holds them, written by PyYAML), presses YAML → JSON and waits until the JSON is on screen. The baseline, in the
// same run: PyYAML's C loader plus json.dumps (Debian's python3-yaml), timed inside Python without its start-up. Both
// outputs must hold the same value: minified by the same JSON.stringify, they have the same SHA-256.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { INPUT_DIR, MiB } from '../../../bench/lib/inputs.mjs';
import { runKitJob } from '../../../bench/lib/kit-job.mjs';

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/**
 * Block-style records with nested maps, lists, numbers, booleans and text, to about `bytes` (written once). No string
 * of digits such as '00008': PyYAML writes it plain, YAML 1.1 reads it as text (not octal) and 1.2 as the number 8.
 */
const WRITE_YAML = `
import random, sys, yaml
path, size = sys.argv[1], int(sys.argv[2])
random.seed(27)
records, length = [], 0
while length < size:
    i = len(records)
    record = {'id': i, 'name': 'user %d é' % i, 'email': 'user%d@example.com' % i, 'active': i % 3 == 0,
              'score': round(random.random() * 100, 3), 'tags': ['alpha', 'beta', 'gamma'][: i % 4],
              'address': {'street': '%d Main St' % i, 'city': 'Springfield', 'zip': 'SP%05d' % (i % 99999)}}
    records.append(record)
    length += 190
with open(path, 'w', encoding='utf-8') as out:
    yaml.dump({'records': records}, out, Dumper=yaml.CSafeDumper, sort_keys=False, allow_unicode=True)
`;

function yamlInput(bytes) {
  const path = join(INPUT_DIR, `records-${bytes}-v2.yaml`);
  if (existsSync(path)) return path;
  mkdirSync(INPUT_DIR, { recursive: true });
  const made = spawnSync('python3', ['-c', WRITE_YAML, path, String(bytes)], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`could not write the YAML input: ${made.stderr}`);
  return path;
}

/** PyYAML's C loader and json.dumps, timed inside Python; its JSON written to a file to compare values. */
const PYYAML = `
import json, sys, time, yaml
text = open(sys.argv[1], encoding='utf-8').read()
t0 = time.perf_counter()
output = json.dumps(yaml.load(text, Loader=yaml.CSafeLoader), indent=2, ensure_ascii=False)
ms = (time.perf_counter() - t0) * 1000
open(sys.argv[2], 'w', encoding='utf-8').write(output)
print(json.dumps({'ms': ms}))
`;

/** The SHA-256 of a JSON text's value, minified by the same JSON.stringify (Python writes 5.0 where JS writes 5). */
const valueSha256 = (json) => sha256(JSON.stringify(JSON.parse(json)));

const pyyaml = {
  name: 'PyYAML C loader + json.dumps',
  run(path) {
    const out = join(INPUT_DIR, 'pyyaml-output.json');
    const child = spawnSync('python3', ['-c', PYYAML, path, out], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`PyYAML failed: ${child.stderr}`);
    const { ms } = JSON.parse(child.stdout);
    return { ms, digests: { valueSha256: valueSha256(readFileSync(out, 'utf8')) } };
  },
};

const ACTION = 'YAML → JSON';

async function run({ page, url, path }) {
  await page.goto(`${url}/tools/yaml-json-converter`);
  await page.getByTestId('file-input').setInputFiles(path);
  const { ms, longestTaskMs, saved } = await runKitJob(page, ACTION, { settleMs: 2000 });
  return { ms, longestTaskMs, digests: { valueSha256: valueSha256(readFileSync(saved, 'utf8')) } };
}

/** YAML 20 MB → JSON, against PyYAML's C loader plus json.dumps (the target: within 2x). */
export const yamlToJsonCase = (name, bytes = 20 * MiB) => ({
  name,
  get bytes() {
    return statSync(yamlInput(bytes)).size;
  },
  input: () => yamlInput(bytes),
  baseline: [pyyaml],
  prepare: async () => {},
  run,
  timeoutS: 900,
});

export const cases = [yamlToJsonCase('YAML 20 MB → JSON')];
