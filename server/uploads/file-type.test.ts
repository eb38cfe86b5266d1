import { describe, expect, it } from 'vitest';
import { sniffFileType } from '../../machines/shared/file-bytes.ts';
import { isAccepted, kindOfContentType } from './file-type.ts';

const bytes = (...parts: Array<number[] | string>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('sniffFileType (the shared byte rules, as the server uses them)', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR')],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['bmp', bytes('BM', Array(12).fill(0), [40, 0, 0, 0], Array(10).fill(0))],
    ['xls', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
    ['xlsx', bytes([0x50, 0x4b, 0x03, 0x04], 'rest[Content_Types].xml')],
    ['svg', bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['csv', bytes('\uFEFFdate,amount\n2024-01-15,500\n')],
  ])('knows %s by its bytes', (kind, file) => {
    expect(sniffFileType(file)).toBe(kind);
  });

  it.each([
    ['an executable', bytes('MZ', [0x90, 0, 3, 0])],
    ['a zip that is not a spreadsheet', bytes([0x50, 0x4b, 0x03, 0x04], 'word/document.xml')],
    ['HTML', bytes('<html><script>alert(1)</script></html>')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, file) => {
    expect(sniffFileType(file)).toBeUndefined();
  });

  it('reads text starting "BM," as CSV, not a bitmap', () => {
    expect(sniffFileType(bytes('BM,amount\n1,2\n'))).toBe('csv');
  });
});

describe('accepted types', () => {
  it('lets proofs be gif, bmp or svg, but not QR codes (spec §5 "Upload types")', () => {
    expect(isAccepted('payment_method', 'svg')).toBe(true);
    expect(isAccepted('qr-code', 'svg')).toBe(false);
    expect(isAccepted('qr-code', 'xlsx')).toBe(true);
    expect(kindOfContentType('image/svg+xml')).toBe('svg');
    expect(kindOfContentType('application/pdf')).toBeUndefined();
  });
});
