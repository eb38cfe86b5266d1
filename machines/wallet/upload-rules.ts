import { FILE_MAX_BYTES } from '../shared/constants.ts';
import type { Message } from '../shared/message.ts';
import {
  FILE_FORMATS,
  isTruncatedPng,
  MAX_IMAGE_PIXELS,
  RASTER_IMAGE_TYPES,
  readImageDimensions,
  sniffFileType,
  typeOfFileName,
  type SniffedFileType,
} from '../shared/file-bytes.ts';
import { walletMessage } from './message-ids.ts';

/**
 * The checks a picked file passes before anything is uploaded, and the upload request's fields. What
 * the bytes are is machines/shared/file-bytes.ts's; when each message shows:
 * docs/decisions/006-deposit-proof-and-uploads.md.
 */

/** The upload URL request's `type`: an Add account QR code or a deposit's payment proof. */
export type UploadPurpose = 'qr-code' | 'payment_method';

/** The spec's accept lists (§5 "Upload types"): the file picker offers these. */
export const ACCEPTED_FILE_TYPES: Record<UploadPurpose, readonly SniffedFileType[]> = {
  'qr-code': ['jpeg', 'png', 'webp', 'csv', 'xls', 'xlsx'],
  payment_method: ['jpeg', 'png', 'webp', 'csv', 'xls', 'xlsx', 'gif', 'bmp', 'svg'],
};

/** The Add account QR code must be an image a person can scan (spec §5 "Add account"). */
const ACCOUNT_QR_IMAGE_TYPES: readonly SniffedFileType[] = ['jpeg', 'png', 'webp'];

/**
 * A payment proof must be an image (spec §5 "Proof: an image is required"; docs/decisions/032):
 * the accept list's spreadsheets are offered by the picker but refused with 'Please upload image'.
 */
export const PROOF_IMAGE_TYPES: readonly SniffedFileType[] = [...RASTER_IMAGE_TYPES, 'svg'];

/** The file input's `accept` attribute for a purpose: MIME types and extensions. */
export const acceptAttribute = (purpose: UploadPurpose): string =>
  ACCEPTED_FILE_TYPES[purpose]
    .flatMap((type) => [FILE_FORMATS[type].contentType, ...FILE_FORMATS[type].extensions.map((ext) => `.${ext}`)])
    .join(',');

/** The upload URL request's file_size, in KB (spec §7). */
export const fileSizeInKb = (byteLength: number): number => Math.ceil(byteLength / 1024);

/**
 * The upload URL request's file_name: the user's name made safe for a storage key, with the
 * extension of what the bytes really are (a `.heic` that is a JPEG is sent as `.jpg`).
 */
export const uploadFileName = (originalName: string, type: SniffedFileType): string => {
  const base = (originalName.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return `${base || 'file'}.${FILE_FORMATS[type].extensions[0]}`;
};

/** Checks a raster image's header: readable, non-zero and within the pixel limit. */
const checkImageHeader = (bytes: Uint8Array, type: SniffedFileType): Message | undefined => {
  const dimensions = readImageDimensions(bytes, type);
  if (!dimensions || dimensions.width === 0 || dimensions.height === 0) return walletMessage('wallet.upload.corrupted');
  if (type === 'png' && isTruncatedPng(bytes)) return walletMessage('wallet.upload.corrupted');
  return dimensions.width * dimensions.height > MAX_IMAGE_PIXELS ? walletMessage('wallet.upload.tooManyPixels') : undefined;
};

/**
 * Every check a picked file passes before an upload URL is requested, or the message to show:
 * - Add account QR ('qr-code'): a JPEG, PNG or WEBP of at most 5 MB, else the spec's long message;
 * - payment proof ('payment_method'): a type of the proof accept list whose bytes are the type its
 *   name says (a text file named receipt.png is not a PNG), else 'Invalid file type'; an image,
 *   else 'Please upload image'; at most 5 MB, else 'File size must be under 5 MB.';
 * - both: an empty or cut-short image → 'File seems corrupted and cannot be uploaded'; an image
 *   above 40 megapixels → 'Image is too large…'.
 * `fileName` is the picked file's name; a name without a known extension is judged by its bytes.
 */
export const checkUpload = (purpose: UploadPurpose, bytes: Uint8Array, fileName = ''): Message | undefined => {
  if (bytes.length === 0) return walletMessage('wallet.upload.corrupted');
  const type = sniffFileType(bytes);
  const named = typeOfFileName(fileName);
  const nameDisagrees = named !== undefined && named !== type;
  const tooLarge = bytes.length > FILE_MAX_BYTES;
  if (purpose === 'qr-code') {
    if (tooLarge || !type || nameDisagrees || !ACCOUNT_QR_IMAGE_TYPES.includes(type)) return walletMessage('wallet.upload.invalidQrImage');
  } else {
    if (!type || nameDisagrees || !ACCEPTED_FILE_TYPES.payment_method.includes(type)) return walletMessage('wallet.upload.invalidType');
    if (!PROOF_IMAGE_TYPES.includes(type)) return walletMessage('wallet.deposit.proof.field');
    if (tooLarge) return walletMessage('wallet.upload.tooLarge');
  }
  return RASTER_IMAGE_TYPES.includes(type) ? checkImageHeader(bytes, type) : undefined;
};

/** The browser could not decode a file that passed checkUpload (broken inside): nothing is uploaded. */
export const undecodableFileMessage = (): Message => walletMessage('wallet.upload.corrupted');

/** The server (auto UTR) or the on-device OCR could not read an uploaded image: try another. */
export const imageRejectedMessage = (): Message => walletMessage('wallet.upload.corruptedImage');
