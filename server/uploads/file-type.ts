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
