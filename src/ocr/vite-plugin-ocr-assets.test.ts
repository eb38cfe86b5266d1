import { existsSync, statSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { CORE_FILES, TRAINED_DATA_FILE, WORKER_FILE } from './ocr-settings.ts';
import { ocrAssets, ocrAssetSources } from './vite-plugin-ocr-assets.ts';

describe('ocrAssetSources', () => {
  it('finds the worker, every LSTM core and the gzipped best_int model in node_modules', () => {
    const sources = ocrAssetSources();
    expect([...sources.keys()]).toEqual([WORKER_FILE, ...CORE_FILES, TRAINED_DATA_FILE]);
    for (const source of sources.values()) expect(existsSync(source), source).toBe(true);
    expect(sources.get(TRAINED_DATA_FILE)).toMatch(/@tesseract\.js-data\/eng\/4\.0\.0_best_int\/eng\.traineddata\.gz$/);
    expect(sources.get(WORKER_FILE)).toMatch(/tesseract\.js\/dist\/worker\.min\.js$/);
  });
});

describe('ocrAssets', () => {
  it('emits every file under ocr/ in the build', async () => {
    const emitFile = vi.fn();
    const plugin = ocrAssets();
    const generateBundle = plugin.generateBundle as unknown as (this: { emitFile: typeof emitFile }) => Promise<void>;
    await generateBundle.call({ emitFile });
    const emitted = emitFile.mock.calls.map(([asset]) => asset as { fileName: string; source: Uint8Array });
    expect(emitted.map((asset) => asset.fileName)).toEqual([`ocr/${WORKER_FILE}`, ...CORE_FILES.map((file) => `ocr/${file}`), `ocr/${TRAINED_DATA_FILE}`]);
    const model = emitted.at(-1)!;
    expect(model.source.byteLength).toBe(statSync(ocrAssetSources().get(TRAINED_DATA_FILE)!).size);
  });
});
