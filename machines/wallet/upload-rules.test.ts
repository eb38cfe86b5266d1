import { describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES } from '../shared/constants.ts';
import { MAX_IMAGE_PIXELS, contentTypeOf, readImageDimensions, sniffFileType, type SniffedFileType } from '../shared/file-bytes.ts';
import {
  ACCEPTED_FILE_TYPES,
  acceptAttribute,
  checkUpload,
  fileSizeInKb,
  imageRejectedMessage,
  undecodableFileMessage,
  uploadFileName,
} from './upload-rules.ts';

const text = (value: string): number[] => [...new TextEncoder().encode(value)];
const u16le = (value: number) => [value & 0xff, (value >> 8) & 0xff];
const u16be = (value: number) => [(value >> 8) & 0xff, value & 0xff];
const u24le = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff];
const u32le = (value: number) => [...u16le(value & 0xffff), ...u16le((value >>> 16) & 0xffff)];
const u32be = (value: number) => [...u16be((value >>> 16) & 0xffff), ...u16be(value & 0xffff)];
const bytes = (...parts: number[][]): Uint8Array => Uint8Array.from(parts.flat());
const padded = (file: Uint8Array, size: number): Uint8Array => {
  const out = new Uint8Array(size);
  out.set(file);
  return out;
};

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IEND = [0, 0, 0, 0, ...text('IEND'), 0xae, 0x42, 0x60, 0x82];
const png = (width: number, height: number, { ended = true } = {}) =>
  bytes(PNG_MAGIC, [0, 0, 0, 13], text('IHDR'), u32be(width), u32be(height), [8, 6, 0, 0, 0], [1, 2, 3, 4], ended ? IEND : []);

const jpeg = (width: number, height: number) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe0], u16be(16), text('JFIF\0'), [1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xff], // a fill byte before the next marker
    [0xff, 0xc0], u16be(17), [8], u16be(height), u16be(width), [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    [0xff, 0xd9],
  );
const jpegWithoutFrame = bytes([0xff, 0xd8], [0xff, 0xe0], u16be(16), text('JFIF\0'), [1, 1, 0, 0, 1, 0, 1, 0, 0]);

const gif = (width: number, height: number) => bytes(text('GIF89a'), u16le(width), u16le(height), [0, 0, 0, 0x3b]);
const riff = (chunk: number[]) => bytes(text('RIFF'), u32le(chunk.length + 4), text('WEBP'), chunk);
const webpLossy = (width: number, height: number) =>
  riff([...text('VP8 '), ...u32le(10), 0, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(width), ...u16le(height)]);
const webpLossless = (width: number, height: number) => {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  return riff([...text('VP8L'), ...u32le(5), 0x2f, ...u32le(bits)]);
};
const webpExtended = (width: number, height: number) =>
  riff([...text('VP8X'), ...u32le(10), 0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]);
const bmp = (width: number, height: number, dibSize = 40) =>
  bytes(
    text('BM'), u32le(70), [0, 0, 0, 0], u32le(54), u32le(dibSize),
    dibSize === 12 ? [...u16le(width), ...u16le(height), 1, 0, 24, 0] : [...u32le(width), ...u32le(height), 1, 0, 24, 0],
    new Array(16).fill(0),
  );
const xls = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Array(504).fill(0));
const zipWith = (name: string) => bytes([0x50, 0x4b, 0x03, 0x04], new Array(26).fill(0), text(name), [1, 2, 3]);

describe('sniffFileType', () => {
  it.each<[string, SniffedFileType | undefined, Uint8Array]>([
    ['JPEG', 'jpeg', jpeg(10, 10)],
    ['PNG', 'png', png(10, 10)],
    ['WEBP lossy', 'webp', webpLossy(10, 10)],
    ['WEBP lossless', 'webp', webpLossless(10, 10)],
    ['GIF87a', 'gif', bytes(text('GIF87a'), u16le(1), u16le(1))],
    ['GIF89a', 'gif', gif(1, 1)],
    ['BMP', 'bmp', bmp(2, 2)],
    ['XLS (OLE2)', 'xls', xls],
    ['XLSX with [Content_Types].xml', 'xlsx', zipWith('[Content_Types].xml')],
    ['XLSX with an xl/ entry', 'xlsx', zipWith('xl/workbook.xml')],
    ['SVG', 'svg', bytes(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))],
    ['SVG with XML prolog', 'svg', bytes(text('<?xml version="1.0"?>\n<svg></svg>'))],
    ['SVG with BOM and spaces', 'svg', bytes([0xef, 0xbb, 0xbf], text('  \n<SVG></SVG>'))],
    ['SVG with doctype', 'svg', bytes(text('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg/>'))],
    ['CSV', 'csv', bytes(text('utr,amount\n412356789012,500\n'))],
    ['one-column CSV', 'csv', bytes(text('amount\r\n500\r\n'))],
    ['CSV with UTF-8 names', 'csv', bytes(text('name,amount\nरवि,500\n'))],
    ['XML that is not SVG', undefined, bytes(text('<?xml version="1.0"?>\n<note>hi</note>'))],
    ['HTML', undefined, bytes(text('<html><body>a,b\n</body></html>'))],
    ['text without commas or lines', undefined, bytes(text('hello'))],
    ['a plain zip', undefined, zipWith('readme.txt')],
    ['text starting "BM"', 'csv', bytes(text('BM,is a csv\n1,2\n'))],
    ['binary garbage', undefined, bytes([0x00, 0x01, 0x02, 0x03, 0x04])],
    ['a PDF', undefined, bytes(text('%PDF-1.7\n'), [0x00, 0xe2])],
    ['empty', undefined, new Uint8Array()],
    ['a JPEG magic cut to 2 bytes', undefined, bytes([0xff, 0xd8])],
  ])('%s → %s', (_name, expected, file) => {
    expect(sniffFileType(file)).toBe(expected);
  });

  it('refuses an executable whatever it is called', () => {
    expect(sniffFileType(bytes(text('MZ'), [0x90, 0x00, 0x03]))).toBeUndefined();
  });
});

describe('readImageDimensions', () => {
  it.each<[string, Uint8Array, SniffedFileType, { width: number; height: number } | undefined]>([
    ['PNG', png(1080, 1920), 'png', { width: 1080, height: 1920 }],
    ['JPEG', jpeg(720, 1280), 'jpeg', { width: 720, height: 1280 }],
    ['GIF', gif(320, 240), 'gif', { width: 320, height: 240 }],
    ['WEBP lossy', webpLossy(1080, 1920), 'webp', { width: 1080, height: 1920 }],
    ['WEBP lossless', webpLossless(1080, 1920), 'webp', { width: 1080, height: 1920 }],
    ['WEBP extended', webpExtended(20_000, 3_000), 'webp', { width: 20_000, height: 3_000 }],
    ['BMP', bmp(640, 480), 'bmp', { width: 640, height: 480 }],
    ['top-down BMP', bmp(640, -480), 'bmp', { width: 640, height: 480 }],
    ['OS/2 BMP', bmp(64, 32, 12), 'bmp', { width: 64, height: 32 }],
    ['JPEG cut before its frame', jpegWithoutFrame, 'jpeg', undefined],
    ['PNG cut before IHDR ends', png(10, 10).subarray(0, 20), 'png', undefined],
    ['GIF cut in its header', gif(1, 1).subarray(0, 8), 'gif', undefined],
    ['WEBP with an unknown chunk', riff([...text('ABCD'), 0, 0, 0, 0]), 'webp', undefined],
    ['SVG', bytes(text('<svg/>')), 'svg', undefined],
  ])('%s', (_name, file, type, expected) => {
    expect(readImageDimensions(file, type)).toEqual(expected);
  });

  it('gives undefined for a JPEG whose segments do not start with 0xFF', () => {
    expect(readImageDimensions(bytes([0xff, 0xd8], [0x00, 0xe0], new Array(20).fill(0)), 'jpeg')).toBeUndefined();
  });
});

describe('checkUpload: payment proof', () => {
  const invalidType = { id: 'wallet.upload.invalidType' };

  it.each<[string, Uint8Array]>([
    ['JPEG', jpeg(1080, 1920)],
    ['PNG', png(1080, 1920)],
    ['WEBP', webpLossy(1080, 1920)],
    ['GIF', gif(100, 100)],
    ['BMP', bmp(100, 100)],
    ['SVG', bytes(text('<svg/>'))],
  ])('accepts %s', (_name, file) => {
    expect(checkUpload('payment_method', file)).toBeUndefined();
  });

  it.each<[string, Uint8Array]>([
    ['CSV', bytes(text('a,b\n'))],
    ['XLS', xls],
    ['XLSX', zipWith('[Content_Types].xml')],
  ])('refuses a %s proof: a proof must be an image (decision 032)', (_name, file) => {
    expect(checkUpload('payment_method', file)).toEqual({ id: 'wallet.deposit.proof.field' });
  });

  it('refuses bytes that are not the type the name says (a text file named receipt.png)', () => {
    expect(checkUpload('payment_method', bytes(text('Payment received\nUTR 412345678901\n')), 'receipt.png')).toEqual(invalidType);
    expect(checkUpload('payment_method', png(100, 100), 'receipt.jpg')).toEqual(invalidType);
    expect(checkUpload('qr-code', png(100, 100), 'qr.webp')).toEqual({ id: 'wallet.upload.invalidQrImage' });
    // The same bytes under their own name, a JPEG as .jpeg, and a name without a known extension pass.
    expect(checkUpload('payment_method', png(100, 100), 'receipt.PNG')).toBeUndefined();
    expect(checkUpload('payment_method', jpeg(100, 100), 'IMG_0001.jpeg')).toBeUndefined();
    expect(checkUpload('payment_method', jpeg(100, 100), 'IMG_0001.heic')).toBeUndefined();
    expect(checkUpload('payment_method', jpeg(100, 100), 'camera-photo')).toBeUndefined();
  });

  it('refuses other types with "Invalid file type"', () => {
    expect(checkUpload('payment_method', bytes(text('%PDF-1.7\n'), [0x00]))).toEqual(invalidType);
    expect(checkUpload('payment_method', zipWith('readme.txt'))).toEqual(invalidType);
  });

  it('accepts exactly 5 MB and refuses one byte more', () => {
    expect(checkUpload('payment_method', padded(jpeg(100, 100), FILE_MAX_BYTES))).toBeUndefined();
    expect(checkUpload('payment_method', padded(jpeg(100, 100), FILE_MAX_BYTES + 1))).toEqual({ id: 'wallet.upload.tooLarge' });
  });

  it('calls an empty or cut-short image corrupted', () => {
    const corrupted = { id: 'wallet.upload.corrupted' };
    expect(checkUpload('payment_method', new Uint8Array())).toEqual(corrupted);
    expect(checkUpload('payment_method', jpegWithoutFrame)).toEqual(corrupted);
    expect(checkUpload('payment_method', png(100, 100, { ended: false }))).toEqual(corrupted);
    expect(checkUpload('payment_method', png(0, 100))).toEqual(corrupted);
    expect(checkUpload('payment_method', gif(100, 0))).toEqual(corrupted);
  });

  it('refuses more than 40 megapixels before decoding', () => {
    expect(checkUpload('payment_method', png(8_000, 5_000))).toBeUndefined();
    expect(8_000 * 5_000).toBe(MAX_IMAGE_PIXELS);
    expect(checkUpload('payment_method', png(8_000, 5_001))).toEqual({ id: 'wallet.upload.tooManyPixels' });
    expect(checkUpload('payment_method', webpExtended(16_384, 16_384))).toEqual({ id: 'wallet.upload.tooManyPixels' });
  });
});

describe('checkUpload: Add account QR code', () => {
  const invalidQr = { id: 'wallet.upload.invalidQrImage' };

  it('accepts JPEG, PNG and WEBP images up to 5 MB', () => {
    expect(checkUpload('qr-code', jpeg(500, 500))).toBeUndefined();
    expect(checkUpload('qr-code', png(500, 500))).toBeUndefined();
    expect(checkUpload('qr-code', webpLossless(500, 500))).toBeUndefined();
    expect(checkUpload('qr-code', padded(jpeg(500, 500), FILE_MAX_BYTES))).toBeUndefined();
  });

  it('refuses every other type and anything over 5 MB with the one long message', () => {
    for (const file of [gif(10, 10), bmp(10, 10), bytes(text('<svg/>')), bytes(text('a,b\n')), xls, zipWith('xl/a.xml')]) {
      expect(checkUpload('qr-code', file)).toEqual(invalidQr);
    }
    expect(checkUpload('qr-code', padded(jpeg(500, 500), FILE_MAX_BYTES + 1))).toEqual(invalidQr);
  });

  it('still calls a broken image corrupted', () => {
    expect(checkUpload('qr-code', jpegWithoutFrame)).toEqual({ id: 'wallet.upload.corrupted' });
    expect(checkUpload('qr-code', new Uint8Array())).toEqual({ id: 'wallet.upload.corrupted' });
  });
});

describe('corrupted-image messages', () => {
  it('uses the first text before upload and the second when the image is rejected after', () => {
    expect(undecodableFileMessage()).toEqual({ id: 'wallet.upload.corrupted' });
    expect(imageRejectedMessage()).toEqual({ id: 'wallet.upload.corruptedImage' });
  });
});

describe('upload request helpers', () => {
  it('maps every type to its content type', () => {
    expect(contentTypeOf('jpeg')).toBe('image/jpeg');
    expect(contentTypeOf('svg')).toBe('image/svg+xml');
    expect(contentTypeOf('xlsx')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(contentTypeOf('xls')).toBe('application/vnd.ms-excel');
    expect(contentTypeOf('csv')).toBe('text/csv');
  });

  it('builds the accept attribute from the spec lists', () => {
    expect(acceptAttribute('qr-code')).toBe(
      'image/jpeg,.jpg,.jpeg,image/png,.png,image/webp,.webp,text/csv,.csv,application/vnd.ms-excel,.xls,' +
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,.xlsx',
    );
    expect(acceptAttribute('payment_method')).toContain('image/gif,.gif,image/bmp,.bmp,image/svg+xml,.svg');
    expect(ACCEPTED_FILE_TYPES.payment_method).toEqual(expect.arrayContaining([...ACCEPTED_FILE_TYPES['qr-code']]));
  });

  it('gives the size in KB, rounded up', () => {
    expect(fileSizeInKb(0)).toBe(0);
    expect(fileSizeInKb(1)).toBe(1);
    expect(fileSizeInKb(1024)).toBe(1);
    expect(fileSizeInKb(1025)).toBe(2);
    expect(fileSizeInKb(FILE_MAX_BYTES)).toBe(5120);
  });

  it('names the file by what its bytes are', () => {
    expect(uploadFileName('IMG_2024 01.heic', 'jpeg')).toBe('IMG_2024-01.jpg');
    expect(uploadFileName('receipt.PNG', 'png')).toBe('receipt.png');
    expect(uploadFileName('../../etc/passwd', 'csv')).toBe('passwd.csv');
    expect(uploadFileName('C:\\Users\\ravi\\proof.jpeg', 'jpeg')).toBe('proof.jpg');
    expect(uploadFileName('पर्ची.png', 'png')).toBe('file.png');
    expect(uploadFileName('', 'webp')).toBe('file.webp');
    expect(uploadFileName(`${'a'.repeat(300)}.jpg`, 'jpeg')).toBe(`${'a'.repeat(100)}.jpg`);
  });
});
