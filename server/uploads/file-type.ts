// What an uploaded file is, by its bytes (magic numbers), never by its name or declared type
// (design §8, docs/decisions/006). The server's own copy of the rules: server/ shares nothing with
// the front-end but api-spec/.

export type UploadPurpose = 'qr-code' | 'payment_method';

const CONTENT_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
  csv: 'text/csv',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export type FileKind = keyof typeof CONTENT_TYPES;
export type UploadContentType = (typeof CONTENT_TYPES)[FileKind];

/** Spec §5 "Upload types": QR codes jpeg, png, webp, csv, xls, xlsx; proofs also gif, bmp, svg. */
const ACCEPTED: Record<UploadPurpose, readonly FileKind[]> = {
  'qr-code': ['jpeg', 'png', 'webp', 'csv', 'xls', 'xlsx'],
  payment_method: ['jpeg', 'png', 'webp', 'csv', 'xls', 'xlsx', 'gif', 'bmp', 'svg'],
};

/** Images tesseract can read (auto UTR). */
export const RASTER_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp', 'gif', 'bmp'];

export const contentTypeOf = (kind: FileKind): UploadContentType => CONTENT_TYPES[kind];

export const extensionOf = (kind: FileKind): string => (kind === 'jpeg' ? 'jpg' : kind);

export function kindOfContentType(contentType: string): FileKind | undefined {
  return (Object.keys(CONTENT_TYPES) as FileKind[]).find((kind) => CONTENT_TYPES[kind] === contentType);
}

export const isAccepted = (purpose: UploadPurpose, kind: FileKind): boolean => ACCEPTED[purpose].includes(kind);

const startsWith = (bytes: Uint8Array, expected: readonly number[] | string, offset = 0): boolean => {
  const codes = typeof expected === 'string' ? [...expected].map((char) => char.charCodeAt(0)) : expected;
  return bytes.length >= offset + codes.length && codes.every((code, index) => bytes[offset + index] === code);
};

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** DIB header sizes a real bitmap has at offset 14: text starting "BM" is not a bitmap. */
const BMP_DIB_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);
/** Zip entry names sit in the local headers (start) and the central directory (end). */
const ZIP_NAME_WINDOW = 64 * 1024;
const TEXT_SAMPLE_BYTES = 4096;

function isBmp(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, 'BM') || bytes.length < 26) return false;
  const dibSize = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).readUInt32LE(14);
  return BMP_DIB_SIZES.has(dibSize);
}

function isXlsx(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const windows = [buffer.subarray(0, ZIP_NAME_WINDOW), buffer.subarray(Math.max(0, buffer.length - ZIP_NAME_WINDOW))];
  return windows.some((window) => window.includes('[Content_Types].xml') || window.includes('xl/'));
}

/** SVG or CSV when the start is text (no control bytes but tab, CR, LF; UTF-8 allowed). */
function sniffText(bytes: Uint8Array): FileKind | undefined {
  const sample = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, TEXT_SAMPLE_BYTES));
  const hasControl = sample.some((byte) => (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) || byte === 0x7f);
  if (sample.length === 0 || hasControl) return undefined;
  const head = sample.toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (head.startsWith('<svg')) return 'svg';
  const hasSvgProlog = head.startsWith('<?xml') || head.startsWith('<!--') || head.startsWith('<!doctype svg');
  if (hasSvgProlog) return head.includes('<svg') ? 'svg' : undefined;
  if (head.startsWith('<')) return undefined;
  return head.includes(',') || head.includes('\n') ? 'csv' : undefined;
}

/** The kind of file the bytes are, or undefined for anything the wallet does not accept. */
export function sniffFileKind(bytes: Uint8Array): FileKind | undefined {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'webp';
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'gif';
  if (isBmp(bytes)) return 'bmp';
  if (startsWith(bytes, OLE2)) return 'xls';
  if (startsWith(bytes, ZIP)) return isXlsx(bytes) ? 'xlsx' : undefined;
  return sniffText(bytes);
}

/** What a payment proof may be: an image a person (the operator) can look at (docs/decisions/032). */
export const PROOF_IMAGE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp', 'gif', 'bmp', 'svg'];

const EXTENSIONS: Record<FileKind, readonly string[]> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
  gif: ['gif'],
  bmp: ['bmp'],
  svg: ['svg'],
  csv: ['csv'],
  xls: ['xls'],
  xlsx: ['xlsx'],
};

/** The kind a file name claims by its extension, or undefined for a name without a known one. */
export function kindOfFileName(name: string): FileKind | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name.trim())?.[1]?.toLowerCase();
  if (!extension) return undefined;
  return (Object.keys(EXTENSIONS) as FileKind[]).find((kind) => EXTENSIONS[kind].includes(extension));
}

/** The client's limit (docs/decisions/006): 40 megapixels, about 160 MB once decoded as RGBA. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface ImageDimensions {
  width: number;
  height: number;
}

const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32le = (b: Uint8Array, at: number) => (u24le(b, at) | ((b[at + 3] ?? 0) << 24)) >>> 0;
const u32be = (b: Uint8Array, at: number) => (u16be(b, at) * 0x10000 + u16be(b, at + 2)) >>> 0;

const JPEG_STANDALONE = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7]);
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegDimensions(bytes: Uint8Array): ImageDimensions | undefined {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) at += 1;
    else if (isStartOfFrame(marker)) return { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    else if (JPEG_STANDALONE.has(marker)) at += 2;
    else at += 2 + u16be(bytes, at + 2);
  }
  return undefined;
}

function webpDimensions(bytes: Uint8Array): ImageDimensions | undefined {
  if (startsWith(bytes, 'VP8 ', 12) && bytes.length >= 30) return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  if (startsWith(bytes, 'VP8L', 12) && bytes.length >= 25) {
    const bits = u32le(bytes, 21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (startsWith(bytes, 'VP8X', 12) && bytes.length >= 30) return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  return undefined;
}

/**
 * The pixel size a raster image declares in its header, read without decoding anything (so a
 * decompression bomb costs nothing to refuse); undefined when the header is cut short.
 */
export function readImageDimensions(bytes: Uint8Array, kind: FileKind): ImageDimensions | undefined {
  switch (kind) {
    case 'png':
      return startsWith(bytes, 'IHDR', 12) && bytes.length >= 24 ? { width: u32be(bytes, 16), height: u32be(bytes, 20) } : undefined;
    case 'gif':
      return bytes.length >= 10 ? { width: u16le(bytes, 6), height: u16le(bytes, 8) } : undefined;
    case 'jpeg':
      return jpegDimensions(bytes);
    case 'webp':
      return webpDimensions(bytes);
    case 'bmp':
      if (bytes.length < 26) return undefined;
      if (u32le(bytes, 14) === 12) return { width: u16le(bytes, 18), height: u16le(bytes, 20) };
      // A negative height is a top-down bitmap; the size is its magnitude.
      return { width: Math.abs(u32le(bytes, 18) | 0), height: Math.abs(u32le(bytes, 22) | 0) };
    default:
      return undefined;
  }
}

export type ImageCheck = 'ok' | 'corrupted' | 'too-many-pixels';

/** A raster image's header: readable, not empty, and at most MAX_IMAGE_PIXELS. Other kinds pass. */
export function checkImageHeader(bytes: Uint8Array, kind: FileKind): ImageCheck {
  if (!RASTER_KINDS.includes(kind)) return 'ok';
  const size = readImageDimensions(bytes, kind);
  if (!size || size.width === 0 || size.height === 0) return 'corrupted';
  return size.width * size.height > MAX_IMAGE_PIXELS ? 'too-many-pixels' : 'ok';
}
