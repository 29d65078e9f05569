// The native baselines come from Debian: whatever the bench needs and the machine lacks is installed first.
import { spawnSync } from 'node:child_process';

/** [command, Debian package] pairs the bench's baselines run. */
const TOOLS = [
  ['sha256sum', 'coreutils'],
  ['base64', 'coreutils'],
  ['diff', 'diffutils'],
  ['jq', 'jq'],
  ['cwebp', 'webp'],
  ['cjpeg', 'libjpeg-turbo-progs'],
];

const missing = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0;

export function ensureDebianTools() {
  const packages = [...new Set(TOOLS.filter(([command]) => missing(command)).map(([, pkg]) => pkg))];
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
