// The end-to-end tests drive Debian's Chromium (design.md §10: never a browser download).
// Installs it when missing and we may; otherwise says exactly how.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's package, then run the tests again:\n  sudo apt-get update && sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log(`Chromium is missing at ${CHROMIUM}: installing Debian's "chromium" package (one time)…`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core', {
    stdio: 'inherit',
  });
}
