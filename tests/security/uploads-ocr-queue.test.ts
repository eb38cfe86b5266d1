// The server's OCR work is a bounded queue (server/ocr/ocr-queue.ts). One user cannot
// pile images in front of another: past 2 at once they get 429 with Retry-After, and the next
// turn goes to the other user. Real server, real tesseract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../server/app.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { OCR_BUSY } from '../../server/ocr/ocr-refusal.ts';
import { sharedUtrReader } from '../../server/ocr/utr-reader.ts';
import { createTestUser } from '../../server/testing/fixtures.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, startTestServer } from './throttle-support.ts';
import { blankPng, multipartImage } from './uploads-support.ts';

const OCR_TIMEOUT_MS = 60_000;

let server: BuiltServer;
const tokens: Record<'alice' | 'bob', string> = { alice: '', bob: '' };
beforeAll(async () => {
  server = await startTestServer({ mode: 'development' });
  for (const name of ['alice', 'bob'] as const) {
    const user = await createTestUser(server.db);
    tokens[name] = (await createSession(server.db, user.id, 3600)).token;
  }
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await sharedUtrReader().terminate();
  await server?.close();
});

const image = blankPng(320, 240);
function autoUtr(who: 'alice' | 'bob') {
  const { payload, contentType } = multipartImage(image);
  return server.app.inject({
    method: 'POST',
    url: '/api/wallet/auto-utr',
    headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': contentType },
    payload,
  });
}

describe('the OCR queue behind auto UTR', () => {
  it("serves another user's request before a user's second image, and refuses a user's third", async () => {
    const finished: string[] = [];
    const track = (name: string, reply: ReturnType<typeof autoUtr>) =>
      reply.then((response) => {
        finished.push(name);
        return response;
      });
    // The engine takes a while to start, so all of these are in the queue together.
    const alice1 = track('alice1', autoUtr('alice'));
    const alice2 = track('alice2', autoUtr('alice'));
    const alice3 = track('alice3', autoUtr('alice'));
    const bob1 = track('bob1', autoUtr('bob'));

    const refused = await alice3;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, success: false, message: OCR_BUSY });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const replies = await Promise.all([alice1, alice2, bob1]);
    for (const reply of replies) expect(reply.json()).toMatchObject({ status: 200, data: { utr: null } });
    expect(finished).toEqual(['alice3', 'alice1', 'bob1', 'alice2']);
  }, OCR_TIMEOUT_MS);
});
