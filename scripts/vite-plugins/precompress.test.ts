import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.ts';

describe('precompressFolder', () => {
  let folder: string;
  const script = 'export const answer = 42;\n'.repeat(200);

  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    await mkdir(path.join(folder, 'assets'));
    await writeFile(path.join(folder, 'assets/index-abc123.js'), script);
    await writeFile(path.join(folder, 'tiny.svg'), '<svg/>');
    await writeFile(path.join(folder, 'assets/index-abc123.js.map'), script);
    await writeFile(path.join(folder, 'model.traineddata.gz'), Buffer.alloc(4096));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('writes .br and .gz copies that unpack to the file, in subfolders too', async () => {
    await precompressFolder(folder);
    const file = path.join(folder, 'assets/index-abc123.js');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(script);
  });

  it('leaves tiny files, source maps and already compressed files alone', async () => {
    await precompressFolder(folder);
    for (const name of ['tiny.svg', 'assets/index-abc123.js.map', 'model.traineddata.gz']) {
      expect(existsSync(path.join(folder, `${name}.br`)), name).toBe(false);
      expect(existsSync(path.join(folder, `${name}.gz`)), name).toBe(false);
    }
  });
});
