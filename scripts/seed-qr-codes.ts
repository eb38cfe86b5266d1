/**
 * Draws the seeded payment accounts' QR codes (server/uploads/site-files/*-qr*.svg): real codes a
 * payment app can scan (a UPI intent, or the USDT wallet address), with what they hold written
 * under them, as an operator's uploaded QR would be. Run `npx tsx scripts/seed-qr-codes.ts` after
 * changing a seeded account in server/db/seeds/wallet.ts.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';

const folder = fileURLToPath(new URL('../server/uploads/site-files/', import.meta.url));

interface SeededQr {
  file: string;
  /** What the code holds. */
  payload: string;
  /** The line under the code: what the payer should see their app open. */
  caption: string;
}

const upiIntent = (upiId: string, payee: string) => `upi://pay?pa=${upiId}&pn=${encodeURIComponent(payee)}&cu=INR`;

const SEEDED: readonly SeededQr[] = [
  { file: 'upi-qr-localhost.svg', payload: upiIntent('khiladi.pay@okhdfc', 'Khiladi Gaming Pvt Ltd'), caption: 'khiladi.pay@okhdfc' },
  { file: 'upi-qr-localhost-2.svg', payload: upiIntent('khiladi.collect@ybl', 'Khiladi Gaming Pvt Ltd'), caption: 'khiladi.collect@ybl' },
  { file: 'upi-qr-127.0.0.1.svg', payload: upiIntent('sixerbet@oksbi', 'Sixer Sports Services'), caption: 'sixerbet@oksbi' },
  { file: 'usdt-qr.svg', payload: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', caption: 'USDT (TRC20)' },
];

const SIZE = 232;
const CAPTION_HEIGHT = 28;

async function drawn({ payload, caption }: SeededQr): Promise<string> {
  const code = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: SIZE });
  const inner = code.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const viewBox = /viewBox="([^"]+)"/.exec(code)?.[1];
  if (!viewBox) throw new Error('qrcode drew no viewBox');
  const height = SIZE + CAPTION_HEIGHT;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${height}" viewBox="0 0 ${SIZE} ${height}" role="img" aria-label="QR code: ${caption}">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<svg width="${SIZE}" height="${SIZE}" viewBox="${viewBox}" shape-rendering="crispEdges">${inner}</svg>`,
    `<text x="${SIZE / 2}" y="${SIZE + 16}" font-family="sans-serif" font-size="13" text-anchor="middle" fill="#333">${caption}</text>`,
    `</svg>`,
    '',
  ].join('\n');
}

for (const qr of SEEDED) await writeFile(folder + qr.file, await drawn(qr));
console.log(`drew ${SEEDED.length} QR codes in ${folder}`);
