/**
 * What a file is, by its bytes (design §8), never by its name or the browser's MIME guess: the magic
 * numbers of every upload type and the pixel size a raster image declares in its header. One
 * implementation for the device's checks (machines/wallet/upload-rules.ts) and the server's
 * (server/uploads/file-type.ts, decision 021). Pure: no DOM, no Node.
 */
export type SniffedFileType = 'jpeg' | 'png' | 'webp' | 'gif' | 'bmp' | 'svg' | 'csv' | 'xls' | 'xlsx';

/** The largest decoded image we accept: 40 megapixels (about 160 MB as RGBA on a phone). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Images with a pixel size (and that OCR can read). */
export const RASTER_IMAGE_TYPES: readonly SniffedFileType[] = ['jpeg', 'png', 'webp', 'gif', 'bmp'];

/** Each type's Content-Type and the file-name extensions it goes by (the first is the one written). */
export const FILE_FORMATS: Record<SniffedFileType, { contentType: string; extensions: readonly string[] }> = {
  jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  png: { contentType: 'image/png', extensions: ['png'] },
  webp: { contentType: 'image/webp', extensions: ['webp'] },
  gif: { contentType: 'image/gif', extensions: ['gif'] },
  bmp: { contentType: 'image/bmp', extensions: ['bmp'] },
  svg: { contentType: 'image/svg+xml', extensions: ['svg'] },
  csv: { contentType: 'text/csv', extensions: ['csv'] },
  xls: { contentType: 'application/vnd.ms-excel', extensions: ['xls'] },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'] },
};

/** The Content-Type of the PUT to storage and the upload URL request's file_type. */
export const contentTypeOf = (type: SniffedFileType): string => FILE_FORMATS[type].contentType;

/** The type a file name claims by its extension, or undefined for a name without a known one. */
export const typeOfFileName = (name: string): SniffedFileType | undefined => {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name.trim())?.[1]?.toLowerCase();
  if (!extension) return undefined;
  return (Object.keys(FILE_FORMATS) as SniffedFileType[]).find((type) => FILE_FORMATS[type].extensions.includes(extension));
};

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

const startsWithBytes = (bytes: Uint8Array, expected: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + expected.length && expected.every((byte, index) => bytes[offset + index] === byte);

const containsAscii = (bytes: Uint8Array, text: string, from: number, to: number): boolean => {
  const needle = ascii(text);
  const end = Math.min(to, bytes.length) - needle.length;
  for (let start = Math.max(0, from); start <= end; start += 1) {
    if (startsWithBytes(bytes, needle, start)) return true;
  }
  return false;
};

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** DIB header sizes a real BMP carries at offset 14, so text starting "BM" is not a bitmap. */
const BMP_DIB_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);
/** A zip's entry names sit at its start (local headers) and its end (central directory). */
const ZIP_NAME_WINDOW = 64 * 1024;
const TEXT_SAMPLE_BYTES = 4096;

const uint16LE = (bytes: Uint8Array, at: number): number => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const uint16BE = (bytes: Uint8Array, at: number): number => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const uint24LE = (bytes: Uint8Array, at: number): number => uint16LE(bytes, at) | ((bytes[at + 2] ?? 0) << 16);
const uint32LE = (bytes: Uint8Array, at: number): number => (uint24LE(bytes, at) | ((bytes[at + 3] ?? 0) << 24)) >>> 0;
const uint32BE = (bytes: Uint8Array, at: number): number => (uint16BE(bytes, at) * 0x10000 + uint16BE(bytes, at + 2)) >>> 0;

const isBmp = (bytes: Uint8Array): boolean =>
  startsWithBytes(bytes, ascii('BM')) && bytes.length >= 26 && BMP_DIB_HEADER_SIZES.has(uint32LE(bytes, 14));

/** Text when the sample has no NUL or control bytes other than tab, CR and LF (UTF-8 allowed). */
const textSample = (bytes: Uint8Array): string | undefined => {
  const start = startsWithBytes(bytes, UTF8_BOM) ? UTF8_BOM.length : 0;
  const sample = bytes.subarray(start, start + TEXT_SAMPLE_BYTES);
  const isControl = (byte: number) => (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) || byte === 0x7f;
  if (sample.length === 0 || sample.some(isControl)) return undefined;
  return new TextDecoder().decode(sample);
};

const looksLikeSvg = (text: string): boolean => {
  const head = text.trimStart().toLowerCase();
  if (head.startsWith('<svg')) return true;
  const hasSvgProlog = head.startsWith('<?xml') || head.startsWith('<!--') || head.startsWith('<!doctype svg');
  return hasSvgProlog && head.includes('<svg');
};

const sniffText = (bytes: Uint8Array): SniffedFileType | undefined => {
  const text = textSample(bytes);
  if (text === undefined) return undefined;
  if (looksLikeSvg(text)) return 'svg';
  // Other markup (HTML, XML) is not a spreadsheet.
  if (text.trimStart().startsWith('<')) return undefined;
  return text.includes(',') || text.includes('\n') ? 'csv' : undefined;
};

/** What the bytes are, by their magic numbers; undefined for anything the wallet does not accept. */
export const sniffFileType = (bytes: Uint8Array): SniffedFileType | undefined => {
  if (startsWithBytes(bytes, JPEG_MAGIC)) return 'jpeg';
  if (startsWithBytes(bytes, PNG_MAGIC)) return 'png';
  if (startsWithBytes(bytes, ascii('RIFF')) && startsWithBytes(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWithBytes(bytes, ascii('GIF87a')) || startsWithBytes(bytes, ascii('GIF89a'))) return 'gif';
  if (isBmp(bytes)) return 'bmp';
  if (startsWithBytes(bytes, OLE2_MAGIC)) return 'xls';
  if (startsWithBytes(bytes, ZIP_MAGIC)) {
    const hasXlsxEntries = (from: number, to: number) =>
      containsAscii(bytes, '[Content_Types].xml', from, to) || containsAscii(bytes, 'xl/', from, to);
    const isXlsx = hasXlsxEntries(0, ZIP_NAME_WINDOW) || hasXlsxEntries(bytes.length - ZIP_NAME_WINDOW, bytes.length);
    return isXlsx ? 'xlsx' : undefined;
  }
  return sniffText(bytes);
};

export interface ImageDimensions {
  width: number;
  height: number;
}

const JPEG_STANDALONE_MARKERS = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7]);
const isJpegStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Walks the JPEG segments to the start-of-frame; undefined when the file ends before it. */
const jpegDimensions = (bytes: Uint8Array): ImageDimensions | undefined => {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
    } else if (isJpegStartOfFrame(marker)) {
      return { height: uint16BE(bytes, at + 5), width: uint16BE(bytes, at + 7) };
    } else if (JPEG_STANDALONE_MARKERS.has(marker)) {
      at += 2;
    } else {
      at += 2 + uint16BE(bytes, at + 2);
    }
  }
  return undefined;
};

const webpDimensions = (bytes: Uint8Array): ImageDimensions | undefined => {
  if (startsWithBytes(bytes, ascii('VP8 '), 12) && bytes.length >= 30) {
    return { width: uint16LE(bytes, 26) & 0x3fff, height: uint16LE(bytes, 28) & 0x3fff };
  }
  if (startsWithBytes(bytes, ascii('VP8L'), 12) && bytes.length >= 25) {
    const bits = uint32LE(bytes, 21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (startsWithBytes(bytes, ascii('VP8X'), 12) && bytes.length >= 30) {
    return { width: uint24LE(bytes, 24) + 1, height: uint24LE(bytes, 27) + 1 };
  }
  return undefined;
};

const bmpDimensions = (bytes: Uint8Array): ImageDimensions => {
  const isCoreHeader = uint32LE(bytes, 14) === 12;
  if (isCoreHeader) return { width: uint16LE(bytes, 18), height: uint16LE(bytes, 20) };
  // A negative height means a top-down bitmap; the size is its magnitude.
  return { width: Math.abs(uint32LE(bytes, 18) | 0), height: Math.abs(uint32LE(bytes, 22) | 0) };
};

/**
 * The pixel size a raster image declares in its header, read before any decoding so a
 * decompression bomb is refused without being decoded. Undefined when the header is cut short
 * (or for SVG, CSV and spreadsheets, which have no pixel size).
 */
export const readImageDimensions = (bytes: Uint8Array, type: SniffedFileType): ImageDimensions | undefined => {
  switch (type) {
    case 'png':
      return startsWithBytes(bytes, ascii('IHDR'), 12) && bytes.length >= 24
        ? { width: uint32BE(bytes, 16), height: uint32BE(bytes, 20) }
        : undefined;
    case 'gif':
      return bytes.length >= 10 ? { width: uint16LE(bytes, 6), height: uint16LE(bytes, 8) } : undefined;
    case 'jpeg':
      return jpegDimensions(bytes);
    case 'webp':
      return webpDimensions(bytes);
    case 'bmp':
      return bmpDimensions(bytes);
    default:
      return undefined;
  }
};

/** A PNG ends with its IEND chunk; without it the file was cut short. */
const PNG_END_WINDOW = 64;
export const isTruncatedPng = (bytes: Uint8Array): boolean =>
  !containsAscii(bytes, 'IEND', bytes.length - PNG_END_WINDOW, bytes.length);
