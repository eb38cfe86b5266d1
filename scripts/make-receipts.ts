/**
 * Draws payment-receipt screenshots with ImageMagick (found by scripts/system-tools.ts) for the OCR benchmark and test: layouts that
 * mimic Google Pay, PhonePe, Paytm, BHIM, a bank app, a dark-mode app, a crooked noisy photo of a
 * screen, one pending payment that has no UTR, and negative receipts whose only numbers are a
 * help-line phone, an order id or amounts (utr null). Values come from a seeded generator, so the same
 * seed always draws the same receipts.
 *
 *   npx tsx scripts/make-receipts.ts [outDir]      (default bench/out/receipts)
 *
 * Writes the PNGs and manifest.json: [{ file, utr, layout, clean }] (utr null when there is none;
 * clean false for the photo-like one, which is measured but not required to be read).
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { fontFile, imageMagickProgram, missingToolMessage, SYSTEM_TOOLS } from './system-tools.ts';

const run = promisify(execFile);

export const DEFAULT_RECEIPTS_DIR = 'bench/out/receipts';
const DEFAULT_SEED = 20_240_115;

export interface ReceiptEntry {
  file: string;
  utr: string | null;
  layout: string;
  clean: boolean;
}

type Weight = 'regular' | 'bold';

/** One drawing step. Coordinates are pixels from the top-left; a text's y is its baseline. */
type Shape =
  | { kind: 'text'; x: number; y: number; size: number; color: string; text: string; weight?: Weight; centered?: boolean }
  | { kind: 'box'; x: number; y: number; width: number; height: number; color: string; radius?: number }
  | { kind: 'circle'; x: number; y: number; radius: number; color: string };

interface Receipt {
  layout: string;
  width: number;
  height: number;
  background: string;
  shapes: Shape[];
  utr: string | null;
  /** Turns a clean screenshot into a crooked, noisy photo of a phone screen. */
  photo?: boolean;
}

/** The values one receipt shows, drawn from the seeded generator. */
interface ReceiptValues {
  utr: string;
  payee: string;
  payer: string;
  upiHandle: string;
  amount: string;
  date: string;
  time: string;
  phone: string;
  last4: string;
  alphaId: string;
  digitsId: (length: number) => string;
}

/** mulberry32: a tiny, well-known seeded generator; enough for test data. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const PAYEES = ['Ramesh Kumar', 'Sunil Traders', 'Anita Sharma', 'Mohan Lal', 'Priya Enterprises', 'Vikas Gupta', 'Lakshmi Stores', 'Arjun Reddy'];
const PAYERS = ['SUNITA DEVI', 'RAHUL VERMA', 'DEEPAK SINGH', 'KAVYA NAIR', 'IMRAN KHAN', 'POOJA PATEL'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function makeValueSource(seed: number): () => ReceiptValues {
  const random = seededRandom(seed);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[between(0, items.length - 1)] as T;
  const digits = (length: number) => Array.from({ length }, () => between(0, 9)).join('');
  return () => {
    const day = between(1, 28);
    const month = pick(MONTHS);
    const payee = pick(PAYEES);
    return {
      // Real UPI UTRs start with the year's last digit and the day of the year.
      utr: `4${String(between(1, 365)).padStart(3, '0')}${digits(8)}`,
      payee,
      payer: pick(PAYERS),
      upiHandle: `${payee.toLowerCase().replace(/\s+/g, '.')}@ok${pick(['hdfcbank', 'sbi', 'icici', 'axis'])}`,
      amount: (between(1, 250) * 100 - pick([0, 1, 50])).toLocaleString('en-IN'),
      date: `${day} ${month} 2024`,
      time: `${between(1, 12)}:${String(between(0, 59)).padStart(2, '0')} ${pick(['am', 'pm'])}`,
      phone: `${between(6, 9)}${digits(4)} ${digits(5)}`,
      last4: digits(4),
      alphaId: Array.from({ length: 14 }, () => pick([...ALPHANUMERIC])).join(''),
      digitsId: digits,
    };
  };
}

const text = (x: number, y: number, size: number, color: string, content: string, weight?: Weight): Shape => ({
  kind: 'text', x, y, size, color, text: content, weight,
});
const centered = (width: number, y: number, size: number, color: string, content: string, weight?: Weight): Shape => ({
  kind: 'text', x: width / 2, y, size, color, text: content, weight, centered: true,
});
const groupsOfFour = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

const GOOGLE_PAY_GREEN = '#1e8e3e';

function googlePay(v: ReceiptValues): Receipt {
  const w = 1080;
  return {
    layout: 'google-pay', width: w, height: 1920, background: '#ffffff', utr: v.utr,
    shapes: [
      { kind: 'circle', x: w / 2, y: 260, radius: 80, color: '#1a73e8' },
      centered(w, 290, 80, '#ffffff', v.payee[0] ?? 'R', 'bold'),
      centered(w, 440, 46, '#202124', `To ${v.payee}`),
      centered(w, 500, 34, '#5f6368', v.upiHandle),
      centered(w, 680, 120, '#202124', `₹${v.amount}`),
      { kind: 'circle', x: 410, y: 775, radius: 22, color: GOOGLE_PAY_GREEN },
      text(450, 790, 40, GOOGLE_PAY_GREEN, 'Completed'),
      centered(w, 870, 34, '#5f6368', `${v.date}, ${v.time}`),
      { kind: 'box', x: 60, y: 960, width: w - 120, height: 760, color: '#f1f3f4', radius: 28 },
      text(110, 1050, 40, '#202124', `HDFC Bank ${v.last4}`, 'bold'),
      text(110, 1150, 34, '#5f6368', 'UPI transaction ID'),
      text(110, 1210, 40, '#202124', v.utr),
      text(110, 1310, 34, '#5f6368', 'To: ' + v.payee.toUpperCase()),
      text(110, 1370, 34, '#202124', `Google Pay • ${v.upiHandle}`),
      text(110, 1470, 34, '#5f6368', `From: ${v.payer} (State Bank of India)`),
      text(110, 1560, 34, '#5f6368', 'Google transaction ID'),
      text(110, 1620, 40, '#202124', v.alphaId),
    ],
  };
}

function phonePe(v: ReceiptValues): Receipt {
  const w = 1080;
  return {
    layout: 'phonepe', width: w, height: 1920, background: '#f5f5f5', utr: v.utr,
    shapes: [
      { kind: 'box', x: 0, y: 0, width: w, height: 330, color: '#5f259f' },
      text(70, 150, 52, '#ffffff', 'Transaction Successful', 'bold'),
      text(70, 230, 36, '#e0d4f0', `${v.time} on ${v.date}`),
      { kind: 'box', x: 40, y: 380, width: w - 80, height: 330, color: '#ffffff', radius: 20 },
      text(90, 460, 34, '#666666', 'Paid to'),
      text(90, 540, 46, '#222222', v.payee, 'bold'),
      text(90, 610, 36, '#666666', `+91 ${v.phone}`),
      text(700, 540, 56, '#222222', `₹${v.amount}`, 'bold'),
      { kind: 'box', x: 40, y: 760, width: w - 80, height: 620, color: '#ffffff', radius: 20 },
      text(90, 850, 40, '#222222', 'Transfer Details', 'bold'),
      text(90, 940, 34, '#666666', 'Transaction ID'),
      text(90, 1000, 40, '#222222', `T${v.digitsId(21)}`),
      text(90, 1100, 34, '#666666', 'Debited from'),
      text(90, 1160, 40, '#222222', `XXXXXXXX${v.last4}`),
      text(700, 1160, 40, '#222222', `₹${v.amount}`),
      text(90, 1260, 38, '#222222', `UTR: ${v.utr}`),
      centered(w, 1800, 30, '#999999', 'Powered by YES BANK'),
    ],
  };
}

function paytm(v: ReceiptValues): Receipt {
  const w = 720;
  return {
    layout: 'paytm', width: w, height: 1280, background: '#ffffff', utr: v.utr,
    shapes: [
      { kind: 'box', x: 0, y: 0, width: w, height: 420, color: '#e8f6fd' },
      centered(w, 90, 40, '#00b9f1', 'paytm', 'bold'),
      { kind: 'circle', x: w / 2, y: 190, radius: 46, color: '#21c17a' },
      centered(w, 300, 34, '#1d1d1d', 'Paid Successfully', 'bold'),
      centered(w, 385, 64, '#1d1d1d', `₹ ${v.amount}`, 'bold'),
      text(50, 500, 26, '#666666', 'To'),
      text(50, 545, 32, '#1d1d1d', v.payee, 'bold'),
      text(50, 590, 26, '#666666', `${v.payee}'s Bank Account`),
      text(50, 680, 26, '#666666', 'From'),
      text(50, 722, 30, '#1d1d1d', `Paytm Payments Bank - ${v.last4}`),
      text(50, 820, 26, '#666666', `Paid at ${v.time.toUpperCase()}, ${v.date}`),
      text(50, 900, 28, '#1d1d1d', `UPI Ref No: ${v.utr}`),
      text(50, 960, 26, '#666666', `Order ID: ${v.digitsId(11)}`),
    ],
  };
}

function bhim(v: ReceiptValues): Receipt {
  const w = 720;
  return {
    layout: 'bhim', width: w, height: 1280, background: '#ffffff', utr: v.utr,
    shapes: [
      { kind: 'box', x: 0, y: 0, width: w, height: 110, color: '#f26c21' },
      text(40, 72, 36, '#ffffff', 'BHIM', 'bold'),
      centered(w, 260, 36, '#2e7d32', 'Payment Successful', 'bold'),
      centered(w, 350, 60, '#1d1d1d', `₹ ${v.amount}.00`, 'bold'),
      text(40, 470, 26, '#777777', 'Paid to'),
      text(40, 510, 30, '#1d1d1d', v.upiHandle),
      text(40, 600, 26, '#777777', 'UPI Ref ID'),
      text(40, 642, 32, '#1d1d1d', v.utr),
      text(40, 730, 26, '#777777', 'Date & Time'),
      text(40, 770, 30, '#1d1d1d', `${v.date} ${v.time}`),
      text(40, 860, 26, '#777777', 'Remarks'),
      text(40, 900, 30, '#1d1d1d', 'Deposit'),
    ],
  };
}

function bankApp(v: ReceiptValues): Receipt {
  const w = 1080;
  const row = (y: number, label: string, value: string): Shape[] => [
    text(70, y, 36, '#4a4a4a', label),
    text(560, y, 38, '#111111', value, 'bold'),
    { kind: 'box', x: 70, y: y + 35, width: w - 140, height: 2, color: '#dddddd' },
  ];
  return {
    layout: 'bank-app', width: w, height: 1920, background: '#ffffff', utr: v.utr,
    shapes: [
      { kind: 'box', x: 0, y: 0, width: w, height: 220, color: '#0b3d91' },
      text(70, 135, 50, '#ffffff', 'STATE BANK OF INDIA', 'bold'),
      centered(w, 380, 46, '#0b7a0b', 'Transaction Successful', 'bold'),
      ...row(540, 'Amount', `INR ${v.amount}.00`),
      ...row(650, 'Beneficiary', v.payee.toUpperCase()),
      ...row(760, 'Account No.', `XXXXXX${v.last4}`),
      ...row(870, 'Mode', 'IMPS'),
      ...row(980, 'Date', `${v.date} ${v.time.toUpperCase()}`),
      ...row(1090, 'Reference ID', v.utr),
      ...row(1200, 'Remarks', 'deposit'),
    ],
  };
}

function darkMode(v: ReceiptValues): Receipt {
  const w = 1080;
  return {
    layout: 'dark-mode', width: w, height: 1920, background: '#121212', utr: v.utr,
    shapes: [
      centered(w, 300, 44, '#9aa0a6', 'Payment to'),
      centered(w, 380, 54, '#e8eaed', v.payee, 'bold'),
      centered(w, 560, 120, '#e8eaed', `₹${v.amount}`),
      centered(w, 660, 40, '#81c995', 'Successful'),
      centered(w, 730, 34, '#9aa0a6', `${v.date} · ${v.time}`),
      { kind: 'box', x: 60, y: 840, width: w - 120, height: 520, color: '#202124', radius: 28 },
      text(110, 940, 34, '#9aa0a6', 'UTR No'),
      text(110, 1005, 44, '#e8eaed', groupsOfFour(v.utr)),
      text(110, 1110, 34, '#9aa0a6', 'From'),
      text(110, 1170, 38, '#e8eaed', `${v.payer} · XX${v.last4}`),
      text(110, 1270, 34, '#9aa0a6', `Mobile +91 ${v.phone}`),
    ],
  };
}

/** A pending payment: amount, date and phone number, but no UTR yet. */
function pendingNoUtr(v: ReceiptValues): Receipt {
  const receipt = googlePay(v);
  const keep = (shape: Shape) =>
    shape.kind === 'text' ? !/transaction ID|^\d{12}$|^[A-Za-z0-9]{14}$|Completed/.test(shape.text) : shape.color !== GOOGLE_PAY_GREEN;
  return {
    ...receipt,
    layout: 'pending-no-utr',
    utr: null,
    shapes: [
      ...receipt.shapes.filter(keep),
      { kind: 'circle', x: 410, y: 775, radius: 22, color: '#e37400' },
      text(450, 790, 40, '#e37400', 'Pending'),
      text(110, 1180, 34, '#5f6368', 'Your bank is processing this payment.'),
      text(110, 1560, 34, '#5f6368', `Contact: +91 ${v.phone}`),
    ],
  };
}

function photoOfScreen(v: ReceiptValues): Receipt {
  return { ...phonePe(v), layout: 'photo-phonepe', photo: true };
}

/**
 * Negative receipts (docs/decisions/034): numbers that must never be taken for a UTR. A help-line
 * phone number alone on a receipt (the black-box defect: "Call 9876543210 for help").
 */
function helplinePhone(v: ReceiptValues): Receipt {
  const w = 1080;
  const phone = v.phone.replace(/\s/g, '');
  return {
    layout: 'negative-helpline-phone', width: w, height: 1920, background: '#ffffff', utr: null,
    shapes: [
      centered(w, 300, 50, '#202124', 'Payment received', 'bold'),
      centered(w, 460, 110, '#202124', `₹${v.amount}`),
      centered(w, 560, 36, '#5f6368', `${v.date}, ${v.time}`),
      centered(w, 660, 36, '#5f6368', `Paid to ${v.payee}`),
      { kind: 'box', x: 60, y: 800, width: w - 120, height: 260, color: '#f1f3f4', radius: 28 },
      text(110, 900, 36, '#202124', 'Need help with this payment?'),
      text(110, 980, 40, '#202124', `Call ${phone} for help`, 'bold'),
    ],
  };
}

/** A shop's order confirmation: an order id and a customer number, but no UTR. */
function orderId(v: ReceiptValues): Receipt {
  const w = 720;
  return {
    layout: 'negative-order-id', width: w, height: 1280, background: '#ffffff', utr: null,
    shapes: [
      centered(w, 160, 40, '#1d1d1d', 'Order placed', 'bold'),
      centered(w, 260, 60, '#1d1d1d', `₹ ${v.amount}`, 'bold'),
      text(50, 400, 28, '#1d1d1d', `Order ID: ${v.digitsId(11)}`),
      text(50, 470, 28, '#1d1d1d', `Customer ID: ${v.digitsId(10)}`),
      text(50, 540, 26, '#666666', `Placed on ${v.date}, ${v.time}`),
      text(50, 610, 26, '#666666', `Seller: ${v.payee}`),
    ],
  };
}

/** A wallet statement line: large amounts printed as bare digits, and no UTR. */
function amountOnly(v: ReceiptValues): Receipt {
  const w = 1080;
  const row = (y: number, label: string, value: string): Shape[] => [
    text(70, y, 36, '#4a4a4a', label),
    text(600, y, 38, '#111111', value, 'bold'),
  ];
  return {
    layout: 'negative-amount', width: w, height: 1920, background: '#ffffff', utr: null,
    shapes: [
      { kind: 'box', x: 0, y: 0, width: w, height: 220, color: '#0b3d91' },
      text(70, 135, 50, '#ffffff', 'Wallet summary', 'bold'),
      ...row(400, 'Credited', `${v.digitsId(1).replace('0', '1')}${v.digitsId(9)}`),
      ...row(500, 'Closing balance', `${v.digitsId(1).replace('0', '2')}${v.digitsId(10)}`),
      ...row(600, 'Date', `${v.date} ${v.time.toUpperCase()}`),
      ...row(700, 'Status', 'Success'),
    ],
  };
}

const LAYOUTS = [googlePay, phonePe, paytm, bhim, bankApp, darkMode, pendingNoUtr, photoOfScreen, helplinePhone, orderId, amountOnly];

/** ImageMagick reads '%' escapes and a leading '@' (file name) in annotate text. */
function literalText(content: string): string {
  const escaped = content.replace(/%/g, '%%').replace(/\\/g, '\\\\');
  return escaped.startsWith('@') ? ` ${escaped}` : escaped;
}

function drawArguments(shape: Shape, fonts: Record<Weight, string>): string[] {
  switch (shape.kind) {
    case 'box': {
      const corners = `${shape.x},${shape.y} ${shape.x + shape.width},${shape.y + shape.height}`;
      const primitive = shape.radius ? `roundrectangle ${corners} ${shape.radius},${shape.radius}` : `rectangle ${corners}`;
      return ['-fill', shape.color, '-draw', primitive];
    }
    case 'circle':
      return ['-fill', shape.color, '-draw', `circle ${shape.x},${shape.y} ${shape.x + shape.radius},${shape.y}`];
    case 'text': {
      // Gravity makes the offset count from the top (centre or left); the caller gave a baseline.
      const top = Math.round(shape.y - shape.size);
      const [gravity, offset] = shape.centered ? ['North', `+0+${top}`] : ['NorthWest', `+${shape.x}+${top}`];
      const font = fonts[shape.weight ?? 'regular'];
      return ['-font', font, '-pointsize', String(shape.size), '-fill', shape.color, '-gravity', gravity, '-annotate', offset, literalText(shape.text)];
    }
  }
}

/** Tilt, soften and add sensor noise, on a grey table, as a phone camera would. */
const PHOTO_EFFECTS = [
  '-bordercolor', '#8a8a80', '-border', '60',
  '-background', '#8a8a80', '-rotate', '-3.5',
  '-blur', '0x1.1', '-attenuate', '0.5', '+noise', 'Gaussian',
  '-modulate', '96,90', '-resize', '1080x1920!',
];

/** The font file for a pattern; the layouts are drawn in Noto Sans, and nothing else will do. */
function requiredFontFile(pattern: string): string {
  const file = fontFile(pattern);
  if (!file || !SYSTEM_TOOLS.notoFonts.find()) throw new Error(missingToolMessage('fontconfig', 'notoFonts'));
  return file;
}

export interface ReceiptOptions {
  seed?: number;
  /** Only these layouts (by name, e.g. 'phonepe'); default all. */
  layouts?: readonly string[];
}

/** Draws the layouts into `outDir` and writes its manifest.json. Same seed, same images. */
export async function makeReceipts(outDir: string, { seed = DEFAULT_SEED, layouts }: ReceiptOptions = {}): Promise<ReceiptEntry[]> {
  // Missing tools fail here, once, with the install command, before anything is drawn.
  const imageMagick = imageMagickProgram();
  const fonts: Record<Weight, string> = { regular: requiredFontFile('Noto Sans'), bold: requiredFontFile('Noto Sans:bold') };
  await mkdir(outDir, { recursive: true });
  const nextValues = makeValueSource(seed);
  const manifest: ReceiptEntry[] = [];
  for (const [index, layout] of LAYOUTS.entries()) {
    // Values are drawn for every layout, so a receipt looks the same whichever others are chosen.
    const receipt = layout(nextValues());
    if (layouts && !layouts.includes(receipt.layout)) continue;
    // A camera photo is a JPEG; screenshots are PNG.
    const file = `${String(index + 1).padStart(2, '0')}-${receipt.layout}.${receipt.photo ? 'jpg' : 'png'}`;
    await run(imageMagick, [
      '-seed', String(seed + index),
      '-size', `${receipt.width}x${receipt.height}`, `xc:${receipt.background}`,
      ...receipt.shapes.flatMap((shape) => drawArguments(shape, fonts)),
      ...(receipt.photo ? PHOTO_EFFECTS : []),
      '-depth', '8', '-quality', '85', '-strip', path.join(outDir, file),
    ]);
    manifest.push({ file, utr: receipt.utr, layout: receipt.layout, clean: !receipt.photo });
  }
  await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = process.argv[2] ?? DEFAULT_RECEIPTS_DIR;
  const manifest = await makeReceipts(outDir);
  console.log(`${manifest.length} receipts written to ${outDir}`);
}
