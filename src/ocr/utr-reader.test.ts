import type Tesseract from 'tesseract.js';
import { describe, expect, it, vi } from 'vitest';
import { createLazyUtrReader } from './utr-reader.ts';

function fakeWorker(text: string) {
  return {
    setParameters: vi.fn(async () => ({ jobId: 'parameters', data: {} })),
    recognize: vi.fn(async () => ({ jobId: 'recognize', data: { text } })),
    terminate: vi.fn(async () => ({ jobId: 'terminate', data: {} })),
  };
}

function readerWith(startWorker: () => Promise<ReturnType<typeof fakeWorker>>) {
  const prepareImage = vi.fn(async (image: string) => new TextEncoder().encode(image));
  const start = vi.fn(startWorker);
  const reader = createLazyUtrReader({
    startWorker: start as unknown as () => Promise<Tesseract.Worker>,
    prepareImage,
    parameters: { tessedit_do_invert: '0' },
  });
  return { reader, start, prepareImage };
}

describe('createLazyUtrReader', () => {
  it('starts no worker until asked', () => {
    const { start } = readerWith(async () => fakeWorker(''));
    expect(start).not.toHaveBeenCalled();
  });

  it('reads the UTR from the recognised text, with the text and the time taken', async () => {
    const worker = fakeWorker('Paid to Ramesh\nUTR: 412345678901\n');
    const { reader, prepareImage } = readerWith(async () => worker);
    const reading = await reader.read('receipt');
    expect(reading).toEqual({ utr: '412345678901', text: 'Paid to Ramesh\nUTR: 412345678901\n', ms: expect.any(Number) });
    expect(prepareImage).toHaveBeenCalledWith('receipt');
    expect(worker.setParameters).toHaveBeenCalledWith({ tessedit_do_invert: '0' });
    expect(worker.recognize).toHaveBeenCalledWith(new TextEncoder().encode('receipt'), {}, { text: true });
  });

  it('answers no UTR when the text has none', async () => {
    const { reader } = readerWith(async () => fakeWorker('Payment pending'));
    expect((await reader.read('receipt')).utr).toBeUndefined();
  });

  it('creates one worker, on prefetch, and reuses it for every read', async () => {
    const worker = fakeWorker('UTR 412345678901');
    const { reader, start } = readerWith(async () => worker);
    await reader.prefetch();
    await Promise.all([reader.read('a'), reader.read('b')]);
    await reader.read('c');
    expect(start).toHaveBeenCalledTimes(1);
    expect(worker.setParameters).toHaveBeenCalledTimes(1);
    expect(worker.recognize).toHaveBeenCalledTimes(3);
  });

  it('prefetch never rejects, and a worker that failed to start is tried again on the next read', async () => {
    const worker = fakeWorker('UTR 412345678901');
    const { reader, start } = readerWith(async () => worker);
    start.mockRejectedValueOnce(new Error('core failed to load'));
    await expect(reader.prefetch()).resolves.toBeUndefined();
    expect((await reader.read('receipt')).utr).toBe('412345678901');
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('a failed read rejects, so the caller can fall back to the server', async () => {
    const worker = fakeWorker('');
    worker.recognize.mockRejectedValueOnce(new Error('Error attempting to read image.'));
    const { reader } = readerWith(async () => worker);
    await expect(reader.read('not an image')).rejects.toThrow('Error attempting to read image.');
  });

  it('terminate stops the worker, and the next read starts a new one', async () => {
    const first = fakeWorker('UTR 412345678901');
    const second = fakeWorker('UTR 498765432109');
    const { reader, start } = readerWith(async () => first);
    await reader.read('a');
    await reader.terminate();
    expect(first.terminate).toHaveBeenCalledTimes(1);
    start.mockResolvedValueOnce(second);
    expect((await reader.read('b')).utr).toBe('498765432109');
  });

  it('terminate before any read does nothing', async () => {
    const { reader, start } = readerWith(async () => fakeWorker(''));
    await reader.terminate();
    expect(start).not.toHaveBeenCalled();
  });
});
