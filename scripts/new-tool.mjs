// `npm run new-tool -- <id> --kit|--screen [--name "Line Counter"] [--description "…"] [--keywords "a,b"]`:
// writes src/tools/<id>/ with a working example and its tests (the files are in ./new-tool-files.mjs), then
// formats them with Prettier and prints what it wrote.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { idProblem, toolFiles } from './new-tool-files.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TOOLS_DIR = join(ROOT, 'src/tools');

function fail(message) {
  console.error(`new-tool: ${message}`);
  process.exit(1);
}

/** The id, the kind and the words given on the command line. */
function parseArgs(args) {
  const flag = (name) => {
    const at = args.indexOf(`--${name}`);
    return at === -1 ? undefined : args[at + 1];
  };
  const kinds = ['kit', 'screen'].filter((kind) => args.includes(`--${kind}`));
  if (kinds.length !== 1) fail('say --kit (a declaration the kit shows) or --screen (a view of its own).');
  const keywords = flag('keywords')
    ?.split(',')
    .map((word) => word.trim());
  return { id: args[0], kind: kinds[0], flags: { name: flag('name'), description: flag('description'), keywords } };
}

const { id, kind, flags } = parseArgs(process.argv.slice(2));
const problem = idProblem(id, readdirSync(TOOLS_DIR));
if (problem) fail(problem);

const folder = join(TOOLS_DIR, id);
const written = Object.entries(toolFiles(id, kind, JSON.parse(JSON.stringify(flags)))).map(([path, text]) => {
  const file = join(folder, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
});
spawnSync('npx', ['prettier', '--write', ...written], { cwd: ROOT, stdio: 'ignore' });
console.log(`Wrote a ${kind} tool:\n${written.map((file) => `  ${relative(ROOT, file)}`).join('\n')}`);
