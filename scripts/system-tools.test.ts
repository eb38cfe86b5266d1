import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findProgram, missingToolMessage } from './system-tools.ts';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A folder with one executable shell script, `name`, that prints `output` and exits with `code`. */
function fakeProgram(name: string, output: string, code = 0): string {
  const folder = mkdtempSync(join(tmpdir(), 'fake-tool-'));
  folders.push(folder);
  const file = join(folder, name);
  writeFileSync(file, `#!/bin/sh\necho '${output}'\nexit ${code}\n`);
  chmodSync(file, 0o755);
  return file;
}

describe('findProgram', () => {
  it('is not fooled by a stand-in that is on PATH but is not the real program', () => {
    const standIn = fakeProgram('convert', 'convert: ImageMagick is not installed here, and this stand-in only prints', 1);
    expect(findProgram([standIn], ['-version'], /ImageMagick/)).toBeUndefined();
    const printsSomethingElse = fakeProgram('convert', 'convert a file to another format');
    expect(findProgram([printsSomethingElse], ['-version'], /ImageMagick/)).toBeUndefined();
  });

  it('takes the first candidate that answers like the real program, with its version line', () => {
    const standIn = fakeProgram('convert', 'not it', 1);
    const real = fakeProgram('magick', 'Version: ImageMagick 7.1.1-15 Q16');
    expect(findProgram([join('/nonexistent', 'magick'), standIn, real], ['-version'], /ImageMagick/)).toEqual({
      path: real,
      version: 'Version: ImageMagick 7.1.1-15 Q16',
    });
  });
});

describe('missingToolMessage', () => {
  it('names what is missing, why the tests need it, and the exact install command', () => {
    const message = missingToolMessage('imagemagick', 'notoFonts');
    expect(message).toContain('imagemagick: drawing the payment receipts');
    expect(message).toContain('sudo apt-get update && sudo apt-get install -y imagemagick fonts-noto-core');
  });
});
