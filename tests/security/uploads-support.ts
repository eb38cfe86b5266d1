// Images for the upload attacks (tests/security/uploads-*.test.ts), made in memory.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A white greyscale PNG of the given size (keep it small: the rows are built in memory). */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0xff);
  for (let row = 0; row < height; row += 1) rows[row * (width + 1)] = 0; // filter type: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A PNG whose header claims the size but whose data is a token: a "decompression bomb" such as a
 * 20000×20000 image (400 megapixels, gigabytes once decoded) costs the attacker a few hundred bytes.
 */
export function pngHeaderClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const BOUNDARY = 'security-test-boundary';

/** A multipart body with one file part `image`, as the browser's FormData sends it. */
export function multipartImage(image: Buffer, contentType = 'image/png'): { payload: Buffer; contentType: string } {
  return {
    payload: Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="proof"\r\nContent-Type: ${contentType}\r\n\r\n`),
      image,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}
