// "Uploads bounded on the server too": the auto-UTR call and the upload PUT read the
// image's pixel size from its header before anything decodes it, and refuse more than 40
// megapixels (the client's rule, decisions 006 and 032) with a 413, at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../server/app.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { createTestUser } from '../../server/testing/fixtures.ts';
import { TOO_MANY_PIXELS } from '../../server/uploads/upload-records.ts';
import { DATABASE_STARTUP_TIMEOUT_MS, startTestServer } from './throttle-support.ts';
import { multipartImage, pngHeaderClaiming } from './uploads-support.ts';

/** Headers of each raster kind claiming a size, with a token of data after them. */
function gifClaiming(width: number, height: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  return Buffer.concat([Buffer.from('GIF89a', 'latin1'), screen, Buffer.alloc(64)]);
}
function jpegClaiming(width: number, height: number): Buffer {
  const app0 = Buffer.concat([Buffer.from([0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0', 'latin1'), Buffer.alloc(9)]);
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, ...Array(9).fill(0)]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, frame, Buffer.alloc(64)]);
}
function webpClaiming(width: number, height: number): Buffer {
  const chunk = Buffer.alloc(18);
  chunk.write('VP8X', 0, 'latin1');
  chunk.writeUInt32LE(10, 4);
  chunk.writeUIntLE(width - 1, 12, 3);
  chunk.writeUIntLE(height - 1, 15, 3);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBP', 'latin1'), chunk, Buffer.alloc(64)]);
}
function bmpClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(-height, 22); // top-down: a negative height
  return Buffer.concat([header, Buffer.alloc(64)]);
}

const BOMBS: Array<[string, string, Buffer]> = [
  ['PNG 20000×20000', 'image/png', pngHeaderClaiming(20_000, 20_000)],
  ['PNG 6325×6325 (just over 40 MP)', 'image/png', pngHeaderClaiming(6_325, 6_325)],
  ['GIF 65535×65535', 'image/gif', gifClaiming(65_535, 65_535)],
  ['JPEG 20000×20000', 'image/jpeg', jpegClaiming(20_000, 20_000)],
  ['WebP 16383×16383', 'image/webp', webpClaiming(16_383, 16_383)],
  ['BMP 20000×20000 top-down', 'image/bmp', bmpClaiming(20_000, 20_000)],
];

let server: BuiltServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ mode: 'development' });
  const user = await createTestUser(server.db);
  token = (await createSession(server.db, user.id, 3600)).token;
}, DATABASE_STARTUP_TIMEOUT_MS);
afterAll(() => server?.close());

async function autoUtr(image: Buffer, contentType: string) {
  const { payload, contentType: multipartType } = multipartImage(image, contentType);
  return server.app.inject({
    method: 'POST',
    url: '/api/wallet/auto-utr',
    headers: { authorization: `Bearer ${token}`, 'content-type': multipartType },
    payload,
  });
}

async function uploadTarget(fileType: string, bytes: Buffer, fileName: string) {
  const reply = await server.app.inject({
    method: 'POST',
    url: '/api/wallet/upload-url-request',
    headers: { authorization: `Bearer ${token}` },
    payload: { file_type: fileType, file_size: Math.ceil(bytes.length / 1024), file_name: fileName, type: 'payment_method' },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as { url: string; file_url: string };
}

describe('pixel limit on the server', () => {
  it.each(BOMBS)('auto UTR refuses a %s from its header, before decoding', async (_name, contentType, image) => {
    const started = performance.now();
    const reply = await autoUtr(image, contentType);
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({ status: 413, success: false, message: TOO_MANY_PIXELS });
    // Refused from the header: no OCR engine started, no decoding (which took 8 s and 2.5 GB; 3 s leaves room for loaded cores).
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it.each(BOMBS)('the upload PUT refuses a %s, and the upload stays unused', async (_name, contentType, image) => {
    const extension = contentType.split('/')[1]!.replace('jpeg', 'jpg');
    const target = await uploadTarget(contentType, image, `receipt.${extension}`);
    const put = await server.app.inject({ method: 'PUT', url: target.url, headers: { 'content-type': contentType }, payload: image });
    expect(put.statusCode).toBe(413);
    expect(put.json()).toMatchObject({ status: 413, message: TOO_MANY_PIXELS });
    expect((await server.app.inject({ url: target.file_url })).statusCode).toBe(404);
  });

  it('accepts an image of 40 megapixels or fewer', async () => {
    const image = pngHeaderClaiming(8_000, 5_000); // exactly 40 MP
    const target = await uploadTarget('image/png', image, 'receipt.png');
    const put = await server.app.inject({ method: 'PUT', url: target.url, headers: { 'content-type': 'image/png' }, payload: image });
    expect(put.statusCode).toBe(200);
  });

  it('refuses an image whose header is cut short or says 0 pixels', async () => {
    const cut = pngHeaderClaiming(100, 100).subarray(0, 20);
    expect((await autoUtr(cut, 'image/png')).statusCode).toBe(400);
    const empty = pngHeaderClaiming(0, 100);
    const target = await uploadTarget('image/png', empty, 'receipt.png');
    const put = await server.app.inject({ method: 'PUT', url: target.url, headers: { 'content-type': 'image/png' }, payload: empty });
    expect(put.json()).toMatchObject({ status: 400, message: 'File seems corrupted and cannot be uploaded' });
  });
});
