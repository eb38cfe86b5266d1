// The uploads table: an upload URL is handed out for one file of a declared type and size; the PUT
// marks it uploaded; a deposit (or an account's QR) may then name it by its file_url.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { typeOfFileName } from '../../machines/shared/file-bytes.ts';
import { PROOF_IMAGE_TYPES, type UploadPurpose } from '../../machines/wallet/upload-rules.ts';
import { extensionOf, isAccepted, kindOfContentType } from './file-type.ts';
import { UPLOAD_URL_LIFETIME_SECONDS, UPLOADS_PATH, fileUrlOf, signedUploadUrl, uploadSigningKey } from './signed-url.ts';

export const INVALID_FILE_TYPE = 'Invalid file type';
/** docs/decisions/006: the designed size message. */
export const FILE_TOO_LARGE = 'File size must be under 5 MB.';
/** Spec §5 "Proof: an image is required" (docs/decisions/032): a spreadsheet is not a proof. */
export const PROOF_MUST_BE_IMAGE = 'Please upload image';
/** docs/decisions/006: the designed pixel-limit message. */
export const TOO_MANY_PIXELS = 'Image is too large. Please upload an image under 40 megapixels.';
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const BYTES_PER_KB = 1024;

/** `proof/<uuid>.png` or `qr/<uuid>.jpg`: the only keys the upload routes accept. */
export const UPLOAD_KEY = /^(?:proof|qr)\/[0-9a-f-]{36}\.[a-z]{3,4}$/;
const KEY_FOLDER: Record<UploadPurpose, string> = { 'qr-code': 'qr', payment_method: 'proof' };

export interface UploadRequest {
  userId: number;
  purpose: UploadPurpose;
  /** The declared MIME type (checked again against the bytes on PUT). */
  fileType: string;
  fileSizeKb: number;
  /** The file's name; its extension, when it names a known type, must be the declared type. */
  fileName?: string;
}

export interface UploadTarget {
  url: string;
  file_url: string;
}

export async function createUploadTarget(db: Queryable, request: UploadRequest, now = new Date()): Promise<UploadTarget> {
  const kind = kindOfContentType(request.fileType);
  if (!kind || !isAccepted(request.purpose, kind)) throw new HttpError(400, INVALID_FILE_TYPE, { error: INVALID_FILE_TYPE });
  // A text file named receipt.png is not a PNG (black-box defect): the name and the type must agree.
  const named = request.fileName === undefined ? undefined : typeOfFileName(request.fileName);
  if (named !== undefined && named !== kind) throw new HttpError(400, INVALID_FILE_TYPE, { error: INVALID_FILE_TYPE });
  if (request.purpose === 'payment_method' && !PROOF_IMAGE_TYPES.includes(kind)) {
    throw new HttpError(400, PROOF_MUST_BE_IMAGE, { error: PROOF_MUST_BE_IMAGE });
  }
  const declaredBytes = request.fileSizeKb * BYTES_PER_KB;
  if (declaredBytes > MAX_UPLOAD_BYTES) throw new HttpError(400, FILE_TOO_LARGE, { error: FILE_TOO_LARGE });

  const key = `${KEY_FOLDER[request.purpose]}/${randomUUID()}.${extensionOf(kind)}`;
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_LIFETIME_SECONDS * 1000);
  await db.query(
    `INSERT INTO uploads (key, user_id, purpose, declared_bytes, content_type, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [key, request.userId, request.purpose, declaredBytes, request.fileType, expiresAt, now],
  );
  return { url: signedUploadUrl(await uploadSigningKey(db), key, expiresAt), file_url: fileUrlOf(key) };
}

export interface UploadRow {
  key: string;
  user_id: number;
  purpose: UploadPurpose;
  declared_bytes: number;
  content_type: string;
  uploaded_at: Date | null;
}

export async function findUpload(db: Queryable, key: string): Promise<UploadRow | undefined> {
  const [row] = await db.query<UploadRow>(
    'SELECT key, user_id, purpose, declared_bytes, content_type, uploaded_at FROM uploads WHERE key = $1',
    [key],
  );
  return row;
}

/** The key of a file_url this server handed out (`/uploads/<key>`, also as an absolute URL), or undefined. */
export function uploadKeyOf(fileUrl: string): string | undefined {
  let path = fileUrl.trim();
  if (!path.startsWith('/')) {
    try {
      path = new URL(path).pathname;
    } catch {
      return undefined;
    }
  }
  const key = path.startsWith(UPLOADS_PATH) ? path.slice(UPLOADS_PATH.length) : '';
  return UPLOAD_KEY.test(key) ? key : undefined;
}

/**
 * True when every comma-separated file_url names a file this user uploaded for `purpose`: a
 * deposit cannot point at someone else's proof, or at a URL whose upload never happened.
 */
export async function areOwnUploads(db: Queryable, userId: number, purpose: UploadPurpose, fileUrls: string[]): Promise<boolean> {
  const keys = fileUrls.map(uploadKeyOf);
  if (keys.length === 0 || keys.some((key) => key === undefined)) return false;
  const rows = await db.query<{ key: string }>(
    `SELECT key FROM uploads WHERE key = ANY($1::text[]) AND user_id = $2 AND purpose = $3 AND uploaded_at IS NOT NULL`,
    [keys, userId, purpose],
  );
  return rows.length === new Set(keys).size;
}
