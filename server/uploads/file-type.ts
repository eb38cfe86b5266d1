// What an uploaded file is, by its bytes (magic numbers), never by its name or declared type
// (design §8, docs/decisions/006). The byte rules are the device's own (machines/shared/file-bytes.ts,
// decision 021): one implementation, so the server never accepts what the device refused or refuses
// what it accepted. This module adds what only the server needs: storage names and content types.
import {
  FILE_FORMATS,
  MAX_IMAGE_PIXELS,
  RASTER_IMAGE_TYPES,
  readImageDimensions,
  type SniffedFileType,
} from '../../machines/shared/file-bytes.ts';
import { ACCEPTED_FILE_TYPES, type UploadPurpose } from '../../machines/wallet/upload-rules.ts';

export type FileKind = SniffedFileType;

/** The extension a stored file is written with. */
export const extensionOf = (kind: FileKind): string => FILE_FORMATS[kind].extensions[0] ?? kind;

export function kindOfContentType(contentType: string): FileKind | undefined {
  return (Object.keys(FILE_FORMATS) as FileKind[]).find((kind) => FILE_FORMATS[kind].contentType === contentType);
}

/** Spec §5 "Upload types": QR codes jpeg, png, webp, csv, xls, xlsx; proofs also gif, bmp, svg. */
export const isAccepted = (purpose: UploadPurpose, kind: FileKind): boolean => ACCEPTED_FILE_TYPES[purpose].includes(kind);

export type ImageCheck = 'ok' | 'corrupted' | 'too-many-pixels';

/** A raster image's header: readable, not empty, and at most MAX_IMAGE_PIXELS. Other kinds pass. */
export function checkImageHeader(bytes: Uint8Array, kind: FileKind): ImageCheck {
  if (!RASTER_IMAGE_TYPES.includes(kind)) return 'ok';
  const size = readImageDimensions(bytes, kind);
  if (!size || size.width === 0 || size.height === 0) return 'corrupted';
  return size.width * size.height > MAX_IMAGE_PIXELS ? 'too-many-pixels' : 'ok';
}
