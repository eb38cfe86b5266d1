/**
 * `tsx scripts/ensure-system-tools.ts [tool …]` (default: everything `npm test` needs).
 *
 * Makes sure the programs outside npm that the tests use are really there, installing the missing
 * ones from Debian's packages when it runs as root (as CI does on a fresh machine), and otherwise
 * saying exactly what to install. Then prints each tool the run will use, with its path, version and
 * the package it came from, so a log shows when a run leaned on something installed by hand.
 */
import { spawnSync } from 'node:child_process';
import { missingToolMessage, SYSTEM_TOOLS, TEST_TOOLS, type SystemToolName } from './system-tools.ts';

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in SYSTEM_TOOLS));
if (unknown.length > 0) {
  console.error(`Unknown system tool: ${unknown.join(', ')}. Known: ${Object.keys(SYSTEM_TOOLS).join(', ')}.`);
  process.exit(2);
}
const names = requested.length > 0 ? (requested as SystemToolName[]) : TEST_TOOLS;

const missing = names.filter((name) => !SYSTEM_TOOLS[name].find());
if (missing.length > 0) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(missingToolMessage(...missing));
    process.exit(1);
  }
  const packages = [...new Set(missing.flatMap((name) => SYSTEM_TOOLS[name].packages))];
  console.log(`Installing Debian's ${packages.join(', ')} for: ${missing.join(', ')} (one time)…`);
  const install = spawnSync('sh', ['-c', `apt-get update -qq && apt-get install -y -qq ${packages.join(' ')}`], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const stillMissing = missing.filter((name) => !SYSTEM_TOOLS[name].find());
  if (install.status !== 0 || stillMissing.length > 0) {
    console.error(`The install did not provide ${stillMissing.join(', ') || 'everything'}.\n${missingToolMessage(...(stillMissing.length ? stillMissing : missing))}`);
    process.exit(1);
  }
}

console.log('System tools this run uses:');
for (const name of names) {
  const found = SYSTEM_TOOLS[name].find()!;
  console.log(`  ${name.padEnd(12)} ${found.path}  (${found.version}; ${debianPackageOf(found.path)})`);
}

/** Which Debian package owns a file, following symbolic links (e.g. /etc/alternatives). */
function debianPackageOf(path: string): string {
  const realPath = spawnSync('readlink', ['-f', path], { encoding: 'utf8' }).stdout.trim() || path;
  const owner = spawnSync('dpkg', ['-S', realPath], { encoding: 'utf8' });
  return owner.status === 0 ? `Debian package ${owner.stdout.split(':')[0]}` : 'not from a Debian package';
}
