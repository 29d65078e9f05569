// Drives /tools/csv-json-converter the way a person does: opens a large .csv file, presses CSV → JSON and waits until
// its job is done (the file is read and converted in the worker; the JSON is gathered into a Blob). Baseline on
// the same file in the same run: Miller, `mlr --icsv --ojson cat`. Both outputs must hold the same records: the
// SHA-256 of their values written again by JSON.stringify (the two format JSON differently). The data has no
// booleans and no empty fields, where the two type differently (Miller keeps "true" and "" as strings).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { INPUT_DIR, MiB } from '../../../bench/lib/inputs.mjs';
import { runKitJob } from '../../../bench/lib/kit-job.mjs';

/** Orders with quoted fields (a comma inside), several scripts, integers and decimals. */
function writeCsv(path, bytes) {
  mkdirSync(INPUT_DIR, { recursive: true });
  if (existsSync(path) && statSync(path).size >= bytes) return path;
  const fd = openSync(path, 'w');
  try {
    const header = 'order_id,customer,city,total,items,note\n';
    writeSync(fd, header);
    let written = header.length;
    for (let i = 0; written < bytes;) {
      const lines = [];
      for (let j = 0; j < 1000; j++, i++)
        lines.push(
          `${i},"Doe ${i}, J.",Zürich ${i % 50},${(i * 37) % 10000}.${i % 100},${i % 9},"gift ☃ ""${i % 7}"""`,
        );
      const chunk = `${lines.join('\n')}\n`;
      writeSync(fd, chunk);
      written += Buffer.byteLength(chunk);
    }
  } finally {
    closeSync(fd);
  }
  return path;
}

const inputOf = (bytes) => writeCsv(join(INPUT_DIR, `orders-${bytes}.csv`), bytes);

/** The records as JSON.stringify writes them again, hashed: the same for any formatting of the same values. */
const recordsSha256 = (json) =>
  createHash('sha256')
    .update(JSON.stringify(JSON.parse(json)))
    .digest('hex');

const miller = {
  name: 'mlr --icsv --ojson cat',
  run(path) {
    const t0 = process.hrtime.bigint();
    const out = spawnSync('mlr', ['--icsv', '--ojson', 'cat', path], { maxBuffer: 2 ** 31 });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (out.status !== 0) throw new Error(`mlr failed: ${out.stderr}`);
    return { ms, digests: { recordsSha256: recordsSha256(out.stdout.toString('utf8')) } };
  },
};

async function run({ page, url, path }) {
  await page.goto(`${url}/tools/csv-json-converter`);
  await page.getByTestId('file-input').setInputFiles(path);
  await page.getByTestId('kit-file-info').waitFor();
  const { ms, longestTaskMs, saved } = await runKitJob(page, 'CSV → JSON');
  return { ms, longestTaskMs, digests: { recordsSha256: recordsSha256(readFileSync(saved, 'utf8')) } };
}

/** A bench case: a `bytes`-long .csv file converted to JSON in the page, against Miller. */
export function csvToJsonCase(name, bytes) {
  return {
    name,
    get bytes() {
      return statSync(inputOf(bytes)).size;
    },
    input: () => inputOf(bytes),
    baseline: [miller],
    prepare: async () => {},
    run,
  };
}

export const cases = [csvToJsonCase('CSV 100 MB file to JSON, vs Miller', 100 * MiB)];
