// The native baselines come from Debian: whatever the bench needs and the machine lacks is installed first
// (the tools to build MozJPEG's cjpeg, lib/mozjpeg.mjs, only when a JPEG case needs it built).
import { spawnSync } from 'node:child_process';

/** [command, Debian package] pairs the bench's baselines run (or a shell check, where the package is no command). */
const TOOLS = [
  ['sha256sum', 'coreutils'],
  ['base64', 'coreutils'],
  ['diff', 'diffutils'],
  ['jq', 'jq'],
  ['mlr', 'miller'],
  ['openssl', 'openssl'], // encryption's baseline
  ['htpasswd', 'apache2-utils'], // bcrypt's baseline
  ['argon2', 'argon2'], // Argon2's baseline
  ['cwebp', 'webp'],
  ['cjpeg', 'libjpeg-turbo-progs'], // the JPEG baseline's fallback when MozJPEG cannot be built
  ["python3 -c 'import yaml'", 'python3-yaml'], // PyYAML's C loader, the YAML converter's baseline
  ["python3 -c 'import jsonschema'", 'python3-jsonschema'], // the JSON Schema validator's baseline
];

const missing = (check) => spawnSync('sh', ['-c', check.includes(' ') ? check : `command -v ${check}`]).status !== 0;

/** Installs the Debian packages of the [command, package] pairs whose command the machine lacks. */
export function ensureDebianPackages(tools) {
  const packages = [...new Set(tools.filter(([command]) => missing(command)).map(([, pkg]) => pkg))];
  if (!packages.length) return;
  console.log(`Installing ${packages.join(', ')} from Debian for the baselines…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages],
  ]) {
    const [command, ...rest] = [...sudo, ...args];
    const run = spawnSync(command, rest, { stdio: 'inherit', env });
    if (run.status !== 0) throw new Error(`Could not install ${packages.join(', ')}: ${args.join(' ')} failed.`);
  }
}

export function ensureDebianTools() {
  ensureDebianPackages(TOOLS);
}
