/**
 * Real OCR, no mocks: two receipts drawn by scripts/make-receipts.ts go through tesseract.js in Node
 * with the same model and parameters as the app. `npm test` installs ImageMagick first
 * (scripts/ensure-system-tools.ts); without it the receipts fail to draw with the install command.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeReceipts, type ReceiptEntry } from '../../scripts/make-receipts.ts';
import { createNodeUtrReader } from './recognize-utr.node.ts';

describe('createNodeUtrReader on generated receipts', () => {
  const reader = createNodeUtrReader();
  let folder: string;
  let receipts: ReceiptEntry[];

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'receipts-'));
    receipts = await makeReceipts(folder, { layouts: ['phonepe', 'pending-no-utr'] });
  });

  afterAll(async () => {
    await reader.terminate();
    await rm(folder, { recursive: true, force: true });
  });

  const readReceipt = async (layout: string) => {
    const receipt = receipts.find((entry) => entry.layout === layout)!;
    return { receipt, reading: await reader.read(await readFile(path.join(folder, receipt.file))) };
  };

  it('reads the UTR of a PhonePe receipt, past its transaction id and phone number', async () => {
    const { receipt, reading } = await readReceipt('phonepe');
    expect(receipt.utr).toMatch(/^\d{12}$/);
    expect(reading.utr).toBe(receipt.utr);
    expect(reading.text).toContain('Transaction');
    expect(reading.ms).toBeGreaterThan(0);
  });

  it('finds no UTR on a pending payment, reusing the same worker', async () => {
    const { reading } = await readReceipt('pending-no-utr');
    expect(reading.utr).toBeUndefined();
    expect(reading.text).toContain('Pending');
  });
});
