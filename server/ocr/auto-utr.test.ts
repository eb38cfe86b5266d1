// The auto-UTR call end to end: a multipart image in, server-side tesseract (local model, one
// worker), the UTR out. Receipts are drawn by scripts/make-receipts.ts (ImageMagick,
// which `npm test` installs: scripts/ensure-system-tools.ts).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeReceipts, type ReceiptEntry } from '../../scripts/make-receipts.ts';
import { expectReplyMatchesSpec } from '../../tests/contract/expect-reply-matches-spec.ts';
import { buildServer, type BuiltServer } from '../app.ts';
import { NO_IMAGE_FOR_UTR, UNREADABLE_IMAGE } from '../areas/wallet-deposit.ts';
import { createSession } from '../auth/sessions.ts';
import { createTestUser, openTestDatabase } from '../testing/fixtures.ts';
import { sharedUtrReader } from './utr-reader.ts';

// PGlite's first start, drawing receipts and tesseract's cold start all take seconds on a busy machine.
const SLOW_SETUP_TIMEOUT = 120_000;
const OCR_TIMEOUT = 60_000;
const BOUNDARY = 'receipt-boundary';

let server: BuiltServer;
let token: string;
let receiptsDir: string;
let receipts: ReceiptEntry[];
beforeAll(async () => {
  receiptsDir = await mkdtemp(join(tmpdir(), 'receipts-'));
  [server, receipts] = await Promise.all([
    openTestDatabase().then((database) => buildServer({ mode: 'development', database })),
    makeReceipts(receiptsDir, { layouts: ['phonepe', 'pending-no-utr', 'negative-helpline-phone'] }),
  ]);
  const user = await createTestUser(server.db);
  token = (await createSession(server.db, user.id, 3600)).token;
}, SLOW_SETUP_TIMEOUT);
// Cleans up whatever the setup got to, so a failed setup reports its own error and nothing else.
afterAll(async () => {
  await sharedUtrReader().terminate();
  await server?.close();
  if (receiptsDir) await rm(receiptsDir, { recursive: true, force: true });
});

async function autoUtr(image: Buffer, contentType = 'image/png') {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="proof"\r\nContent-Type: ${contentType}\r\n\r\n`),
    image,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const reply = await server.app.inject({
    method: 'POST',
    url: '/api/wallet/auto-utr',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });
  const body = reply.json();
  expectReplyMatchesSpec('autoUtr', reply.statusCode, body);
  return { statusCode: reply.statusCode, body };
}

const receiptBytes = (layout: string) => readFile(join(receiptsDir, receipts.find((entry) => entry.layout === layout)!.file));

describe('auto UTR', () => {
  it('reads the UTR of a receipt screenshot', async () => {
    const expected = receipts.find((entry) => entry.layout === 'phonepe')!.utr;
    const { statusCode, body } = await autoUtr(await receiptBytes('phonepe'));
    expect(statusCode).toBe(200);
    expect(body.data).toEqual({ utr: expected });
  }, OCR_TIMEOUT);

  it('answers null for a receipt without a UTR', async () => {
    expect((await autoUtr(await receiptBytes('pending-no-utr'))).body.data).toEqual({ utr: null });
  }, OCR_TIMEOUT);

  it('answers null for a receipt whose only number is a help-line phone (decision 034)', async () => {
    expect((await autoUtr(await receiptBytes('negative-helpline-phone'))).body.data).toEqual({ utr: null });
  }, OCR_TIMEOUT);

  it('refuses an empty file, and a file that is not an image tesseract can read', async () => {
    expect((await autoUtr(Buffer.alloc(0))).body).toMatchObject({ status: 400, message: NO_IMAGE_FOR_UTR });
    expect((await autoUtr(Buffer.from('date,amount\n2024-01-15,500\n'), 'text/csv')).body).toMatchObject({ message: UNREADABLE_IMAGE });
    const brokenPng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]);
    expect((await autoUtr(brokenPng)).body).toMatchObject({ status: 400, message: UNREADABLE_IMAGE });
  }, OCR_TIMEOUT);
});
