// The storage side of uploads on local disk (design §5): `PUT /uploads/<key>?expires&sig` stores a
// file after checking the signature, the expiry, the declared size and the type by its bytes;
// `GET /uploads/<key>` serves it with its sniffed type in a sandbox; `/uploads/site/…` serves the
// sites' own files (seeded QR codes). Files live under `<DATA_DIR>/uploads` (a temporary folder
// for a server without a data folder, e.g. tests).
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { contentTypeOf, sniffFileType } from '../../machines/shared/file-bytes.ts';
import { PROOF_IMAGE_TYPES } from '../../machines/wallet/upload-rules.ts';
import { checkImageHeader, isAccepted } from './file-type.ts';
import { checkUploadSignature, uploadSigningKey } from './signed-url.ts';
import {
  FILE_TOO_LARGE,
  INVALID_FILE_TYPE,
  MAX_UPLOAD_BYTES,
  PROOF_MUST_BE_IMAGE,
  TOO_MANY_PIXELS,
  UPLOAD_KEY,
  findUpload,
} from './upload-records.ts';

export interface UploadRoutesOptions {
  db: Database;
  /** The server's DATA_DIR; without it uploads go to a temporary folder removed on close. */
  dataDir?: string;
}

const siteFilesDir = fileURLToPath(new URL('./site-files/', import.meta.url));
// Multipart and JSON overhead aside, a body above this is refused before it is read to the end.
const BODY_LIMIT = MAX_UPLOAD_BYTES + 1024;
export const CORRUPTED_FILE = 'File seems corrupted and cannot be uploaded';
export const UPLOAD_IN_PROGRESS = 'This upload URL is already being used';
export const UPLOAD_ALREADY_USED = 'This upload URL was already used';

export async function registerUploadRoutes(app: FastifyInstance, { db, dataDir }: UploadRoutesOptions): Promise<void> {
  const uploadsDir = dataDir ? join(dataDir, 'uploads') : await mkdtemp(join(tmpdir(), 'uploads-'));
  if (!dataDir) app.addHook('onClose', () => rm(uploadsDir, { recursive: true, force: true }));

  /**
   * Stores the file of an upload URL once, even with several PUTs racing (here or in another server
   * process): each writes its own temporary file, the database marks the upload used for exactly
   * one of them (UPDATE … WHERE uploaded_at IS NULL), and only that one renames its file in place.
   * The others get a 409; none a 500.
   */
  const storeOnce = async (key: string, bytes: Buffer): Promise<void> => {
    const file = join(uploadsDir, key);
    const part = `${file}.${randomUUID()}.part`;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(part, bytes);
    try {
      const claimed = await db.query<{ key: string }>(
        'UPDATE uploads SET uploaded_at = $2 WHERE key = $1 AND uploaded_at IS NULL RETURNING key',
        [key, new Date()],
      );
      if (claimed.length === 0) throw new HttpError(409, UPLOAD_ALREADY_USED);
      try {
        // Renamed, not written in place: a reader never sees half a file.
        await rename(part, file);
      } catch (error) {
        await db.query('UPDATE uploads SET uploaded_at = NULL WHERE key = $1', [key]);
        throw error;
      }
    } finally {
      await rm(part, { force: true });
    }
  };

  await app.register(fastifyStatic, { root: siteFilesDir, prefix: '/uploads/site/', decorateReply: false });

  /** Keys whose PUT is under way in this process: a second PUT to the same URL is a 409 at once. */
  const inProgress = new Set<string>();

  await app.register(async (scope) => {
    // Any content type: the bytes decide what the file is, not the header.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));

    scope.put<{ Params: { '*': string }; Querystring: Record<string, unknown> }>('/uploads/*', async (request, reply) => {
      const key = request.params['*'];
      if (!UPLOAD_KEY.test(key)) throw new HttpError(404, 'Upload not found');
      const check = checkUploadSignature(await uploadSigningKey(db), key, request.query, new Date());
      if (check === 'invalid') throw new HttpError(403, 'Invalid upload signature');
      if (check === 'expired') throw new HttpError(403, 'Upload URL has expired');
      const upload = await findUpload(db, key);
      if (!upload) throw new HttpError(404, 'Upload not found');
      if (upload.uploaded_at) throw new HttpError(409, UPLOAD_ALREADY_USED);

      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (bytes.length === 0) throw new HttpError(400, CORRUPTED_FILE, { error: CORRUPTED_FILE });
      if (bytes.length > upload.declared_bytes) throw new HttpError(413, FILE_TOO_LARGE, { error: FILE_TOO_LARGE });
      const kind = sniffFileType(bytes);
      if (!kind || !isAccepted(upload.purpose, kind) || contentTypeOf(kind) !== upload.content_type) {
        throw new HttpError(400, INVALID_FILE_TYPE, { error: INVALID_FILE_TYPE });
      }
      if (upload.purpose === 'payment_method' && !PROOF_IMAGE_TYPES.includes(kind)) {
        throw new HttpError(400, PROOF_MUST_BE_IMAGE, { error: PROOF_MUST_BE_IMAGE });
      }
      // The pixel size from the header, before anything decodes it (decision 006, 032).
      const image = checkImageHeader(bytes, kind);
      if (image === 'corrupted') throw new HttpError(400, CORRUPTED_FILE, { error: CORRUPTED_FILE });
      if (image === 'too-many-pixels') throw new HttpError(413, TOO_MANY_PIXELS, { error: TOO_MANY_PIXELS });

      if (inProgress.has(key)) throw new HttpError(409, UPLOAD_IN_PROGRESS);
      inProgress.add(key);
      try {
        await storeOnce(key, bytes);
      } finally {
        inProgress.delete(key);
      }
      return reply.code(200).send({ status: 200, success: true, message: 'Uploaded' });
    });

    scope.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
      const key = request.params['*'];
      const upload = UPLOAD_KEY.test(key) ? await findUpload(db, key) : undefined;
      if (!upload?.uploaded_at) throw new HttpError(404, 'Upload not found');
      const bytes = await readFile(join(uploadsDir, key)).catch(() => undefined);
      if (!bytes) throw new HttpError(404, 'Upload not found');
      // An SVG proof may carry script: served sandboxed, never as a page of this origin (decision 006).
      return reply
        .header('content-type', upload.content_type)
        .header('content-security-policy', 'sandbox')
        .header('cache-control', 'private, max-age=86400')
        .send(bytes);
    });
  });
}
