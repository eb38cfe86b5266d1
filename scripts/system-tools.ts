/**
 * The programs outside npm that the tests use, where each comes from, and how to tell that the real
 * one is there (this machine's image ships a stand-in `convert` in /usr/local/bin that only prints,
 * so "on PATH" is not enough: each tool is recognised by what it answers).
 *
 * scripts/ensure-system-tools.ts installs the missing ones from Debian's packages and prints the
 * ones a run uses; scripts/make-receipts.ts and scripts/test-postgres.ts find them through here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export interface SystemTool {
  /** What the tests use it for, for the report and the error message. */
  purpose: string;
  /** Debian packages that provide it. */
  packages: readonly string[];
  /** The working program (or file) and its version line, or undefined when it is missing. */
  find(): { path: string; version: string } | undefined;
}

function firstLine(text: string): string {
  return text.split('\n').find((line) => line.trim() !== '')?.trim() ?? '';
}

/** Runs `program args` and returns its first output line when it exits 0 and the line matches. */
function answer(program: string, args: readonly string[], expected: RegExp): string | undefined {
  const result = spawnSync(program, args, { encoding: 'utf8', timeout: 10_000 });
  if (result.status !== 0) return undefined;
  const line = firstLine(`${result.stdout}\n${result.stderr}`);
  return expected.test(line) ? line : undefined;
}

function onPath(program: string): string | undefined {
  if (program.includes('/')) return existsSync(program) ? program : undefined;
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter((folder) => folder !== '')
    .map((folder) => join(folder, program))
    .find((candidate) => existsSync(candidate));
}

/** The first of `programs` that exists and answers like the real thing. */
export function findProgram(programs: readonly string[], args: readonly string[], expected: RegExp) {
  for (const program of programs) {
    const path = onPath(program);
    const version = path && answer(path, args, expected);
    if (path && version) return { path, version };
  }
  return undefined;
}

const CHROMIUM = '/usr/bin/chromium';
// IM7 calls itself `magick`; Debian's IM6 installs `convert` in /usr/bin and its own versioned name.
const IMAGEMAGICK_CANDIDATES = ['magick', 'convert-im6.q16', '/usr/bin/convert', 'convert'];
const POSTGRES_BIN_ROOT = '/usr/lib/postgresql';

export const SYSTEM_TOOLS = {
  chromium: {
    purpose: 'end-to-end tests (Playwright drives Debian’s Chromium, never a downloaded browser)',
    packages: ['chromium'],
    find: () => findProgram([CHROMIUM], ['--version'], /Chromium/),
  },
  imagemagick: {
    purpose: 'drawing the payment receipts of the OCR tests and benchmark (scripts/make-receipts.ts)',
    packages: ['imagemagick'],
    find: () => findProgram(IMAGEMAGICK_CANDIDATES, ['-version'], /ImageMagick/),
  },
  notoFonts: {
    purpose: 'the receipts’ typeface (Noto Sans) and non-Latin text in screenshots',
    packages: ['fonts-noto-core'],
    find: () => {
      const path = fontFile('Noto Sans');
      return path && /Noto/.test(path) ? { path, version: 'Noto Sans' } : undefined;
    },
  },
  fontconfig: {
    purpose: 'finding font files by name (fc-match)',
    packages: ['fontconfig'],
    find: () => findProgram(['fc-match'], ['--version'], /fontconfig/),
  },
  openssl: {
    purpose: 'a self-signed certificate for the loopback push-service test',
    packages: ['openssl'],
    find: () => findProgram(['openssl'], ['version'], /SSL/),
  },
  postgresql: {
    purpose: 'npm run test:postgres (a throwaway PostgreSQL cluster); not used by npm test',
    packages: ['postgresql'],
    find: () => {
      const binDir = findPostgresBinDir();
      const version = binDir && answer(join(binDir, 'initdb'), ['--version'], /PostgreSQL/);
      return binDir && version ? { path: binDir, version } : undefined;
    },
  },
} satisfies Record<string, SystemTool>;

export type SystemToolName = keyof typeof SYSTEM_TOOLS;

/** What `npm test` needs; test:postgres asks for postgresql itself. */
export const TEST_TOOLS: readonly SystemToolName[] = ['chromium', 'imagemagick', 'fontconfig', 'notoFonts', 'openssl'];

/** The ImageMagick program to run, or an error that says how to get it. */
export function imageMagickProgram(): string {
  const found = SYSTEM_TOOLS.imagemagick.find();
  if (!found) throw new Error(missingToolMessage('imagemagick'));
  return found.path;
}

/** The file fontconfig picks for a pattern such as 'Noto Sans:bold'. */
export function fontFile(pattern: string): string | undefined {
  const result = spawnSync('fc-match', ['-f', '%{file}', pattern], { encoding: 'utf8', timeout: 10_000 });
  return result.status === 0 && result.stdout.trim() ? result.stdout.trim() : undefined;
}

/** A folder with initdb and pg_ctl: on PATH, or Debian's newest under /usr/lib/postgresql. */
export function findPostgresBinDir(): string | undefined {
  const hasTools = (folder: string) => existsSync(join(folder, 'initdb')) && existsSync(join(folder, 'pg_ctl'));
  const fromPath = (process.env.PATH ?? '').split(delimiter).find((folder) => folder && hasTools(folder));
  if (fromPath) return fromPath;
  if (!existsSync(POSTGRES_BIN_ROOT)) return undefined;
  return readdirSync(POSTGRES_BIN_ROOT)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(POSTGRES_BIN_ROOT, version, 'bin'))
    .find(hasTools);
}

export function missingToolMessage(...names: SystemToolName[]): string {
  const packages = names.flatMap((name) => SYSTEM_TOOLS[name].packages).join(' ');
  const needs = names.map((name) => `  - ${name}: ${SYSTEM_TOOLS[name].purpose}`).join('\n');
  return `Missing system tools:\n${needs}\nInstall Debian's packages, then run the tests again:\n  sudo apt-get update && sudo apt-get install -y ${packages}\n(npm test installs them itself when it runs as root.)`;
}
