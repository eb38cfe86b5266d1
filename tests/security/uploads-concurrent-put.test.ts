// Concurrent PUTs to one signed upload URL. One wins; every other gets a clear 409,
// never a 500 (before the fix 9 of 10 answered 500 on the temporary file's rename).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../server/app.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { createTestUser } from '../../server/testing/fixtures.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, startTestServer } from './throttle-support.ts';
import { blankPng } from './uploads-support.ts';

let server: BuiltServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ mode: 'development' });
  const user = await createTestUser(server.db);
  token = (await createSession(server.db, user.id, 3600)).token;
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server?.close());

async function uploadTarget(bytes: Buffer) {
  const reply = await server.app.inject({
    method: 'POST',
    url: '/api/wallet/upload-url-request',
    headers: { authorization: `Bearer ${token}` },
    payload: { file_type: 'image/png', file_size: Math.ceil(bytes.length / 1024), file_name: 'receipt.png', type: 'payment_method' },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as { url: string; file_url: string };
}

describe('concurrent PUTs to one upload URL', () => {
  it('stores one file: one 200, nine 409, no 500', async () => {
    const images = Array.from({ length: 10 }, (_, index) => blankPng(20 + index, 20));
    const target = await uploadTarget(images[9]!);
    const replies = await Promise.all(
      images.map((image) =>
        server.app.inject({ method: 'PUT', url: target.url, headers: { 'content-type': 'image/png' }, payload: image }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const reply of replies.filter((candidate) => candidate.statusCode === 409)) {
      expect(reply.json()).toMatchObject({ status: 409, success: false, message: expect.stringMatching(/upload URL/) });
    }
    // The file served is whole, and it is the winner's.
    const winner = images[replies.findIndex((reply) => reply.statusCode === 200)]!;
    const served = await server.app.inject({ url: target.file_url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(winner)).toBe(true);
  });

  it('answers 409 to a PUT after the upload was stored', async () => {
    const image = blankPng(10, 10);
    const target = await uploadTarget(image);
    const put = () => server.app.inject({ method: 'PUT', url: target.url, headers: { 'content-type': 'image/png' }, payload: image });
    expect((await put()).statusCode).toBe(200);
    expect((await put()).json()).toMatchObject({ status: 409, message: 'This upload URL was already used' });
  });
});
