// A text file named receipt.png chosen as payment proof was uploaded as
// CSV and a deposit created with it. A proof whose bytes or declared type do not match its name's
// type is refused with 'Invalid file type'; a proof must be an image ('Please upload image'),
// docs/decisions/032. No deposit can name such a file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../server/app.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { createTestUser, type TestUser } from '../../server/testing/fixtures.ts';
import { INVALID_FILE_TYPE, PROOF_MUST_BE_IMAGE } from '../../server/uploads/upload-records.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, moneyOf, startTestServer } from './throttle-support.ts';
import { blankPng } from './uploads-support.ts';

const TEXT = Buffer.from('Payment received\nUTR 412345678901, amount 500\n');

let server: BuiltServer;
let user: TestUser;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ mode: 'development' });
  user = await createTestUser(server.db, { balancePaise: 100_000 });
  token = (await createSession(server.db, user.id, 3600)).token;
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server?.close());

const requestUpload = (fileType: string, fileName: string, type = 'payment_method') =>
  server.app.inject({
    method: 'POST',
    url: '/api/wallet/upload-url-request',
    headers: { authorization: `Bearer ${token}` },
    payload: { file_type: fileType, file_size: 1, file_name: fileName, type },
  });

describe('payment proof types', () => {
  it('refuses a text file named receipt.png, whatever type it is declared as', async () => {
    // As the old client sent it: sniffed as CSV, under its own name.
    const asCsv = await requestUpload('text/csv', 'receipt.png');
    expect(asCsv.json()).toMatchObject({ status: 400, message: INVALID_FILE_TYPE });
    // Declared as the PNG its name says: the bytes are checked on PUT.
    const asPng = await requestUpload('image/png', 'receipt.png');
    expect(asPng.statusCode).toBe(200);
    const put = await server.app.inject({ method: 'PUT', url: asPng.json().data.url, headers: { 'content-type': 'image/png' }, payload: TEXT });
    expect(put.json()).toMatchObject({ status: 400, message: INVALID_FILE_TYPE });
  });

  it('refuses a proof that is not an image: Please upload image', async () => {
    for (const [fileType, fileName] of [
      ['text/csv', 'statement.csv'],
      ['application/vnd.ms-excel', 'statement.xls'],
      ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'statement.xlsx'],
    ]) {
      expect((await requestUpload(fileType!, fileName!)).json(), fileName).toMatchObject({ status: 400, message: PROOF_MUST_BE_IMAGE });
    }
  });

  it('refuses a JPEG-named PNG, and accepts a PNG named .png', async () => {
    expect((await requestUpload('image/png', 'receipt.jpg')).json()).toMatchObject({ message: INVALID_FILE_TYPE });
    const image = blankPng(30, 20);
    const target = await requestUpload('image/png', 'receipt.png');
    const put = await server.app.inject({ method: 'PUT', url: target.json().data.url, headers: { 'content-type': 'image/png' }, payload: image });
    expect(put.statusCode).toBe(200);
  });

  it('creates no deposit with a proof that was refused', async () => {
    const before = await moneyOf(server.db, user.id);
    const target = await requestUpload('image/png', 'receipt.png');
    const { url, file_url } = target.json().data as { url: string; file_url: string };
    await server.app.inject({ method: 'PUT', url, headers: { 'content-type': 'image/png' }, payload: TEXT });
    const methods = await server.app.inject({ url: '/api/wallet/parent-payment-methods?amount=1000', headers: { authorization: `Bearer ${token}` } });
    const upi = (methods.json().data as Array<{ method: string; master_account_id: number }>).find((entry) => entry.method === 'upi')!;
    const deposit = await server.app.inject({
      method: 'POST',
      url: '/api/wallet/wallet-deposit',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'proof-type-deposit-1' },
      payload: {
        amount: 1000,
        transaction_id: '412345678901',
        transaction_image_url: file_url,
        account_index: upi.master_account_id,
        client_created_date: new Date().toISOString(),
        has_edited_utr: false,
        type: 'client_deposit',
        multiplier_value: 1,
      },
    });
    expect(deposit.json()).toMatchObject({ status: 400, message: 'Please Upload Payment Proof' });
    expect(await moneyOf(server.db, user.id)).toEqual(before);
  });
});
