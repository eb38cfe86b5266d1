import { describe, expect, it } from 'vitest';
import { extractUtr } from './utr-extract.ts';

/** OCR text as tesseract returns it for real-looking receipts: stray symbols, misread ₹, broken lines. */
const googlePay = `
9:41 al 4G @ 87%
x
Ramesh Kumar
To: ramesh.kumar@okhdfcbank
%1,500
@ Completed
15 Jan 2024, 10:32 am
HDFC Bank 4521
UPI transaction ID
401512345678
To: RAMESH KUMAR
Google Pay - ramesh.kumar@okhdfcbank
From: SUNITA DEVI (State Bank of India)
Google Pay . sunita@oksbi
Google transaction ID
CICAgOCxqL2HMg
`;

const phonePe = `
< Transaction Successful
10:32 am on 15 Jan 2024
Paid to
Sunil Traders
+91 98765 43210
2 2,499
Transfer Details
Transaction ID
T2401151032457893012345
Debited from
XXXXXXXX7788 2 2,499
UTR: 402298765432
Powered by YES BANK
`;

const paytm = `
Paytm
Payment Successful
Rs.750
to Anita Sharma
Anita Sharma's Bank Account
Paid at 08:15 PM, 02 Feb 2024
UPI Ref No: 403376543210
Order ID: 21345678901
From: Paytm Payments Bank
`;

const bankApp = `
STATE BANK OF INDIA
Fund Transfer
Transaction Successful
Amount INR 12,000.00
Beneficiary  MOHAN LAL
Account No. XXXXXX3344
Date 20-03-2024 14:05:33
Reference ID
4 0 8 0 1 2 3 4 5 6 7 8
Reference ID 408012345678
Remarks deposit
`;

describe('extractUtr', () => {
  it('reads Google Pay: "UPI transaction ID" with the number on the next line, ignoring Google\'s own id', () => {
    expect(extractUtr(googlePay)).toBe('401512345678');
  });

  it('reads PhonePe: "UTR:" after a transaction id glued to a T and a +91 phone number', () => {
    expect(extractUtr(phonePe)).toBe('402298765432');
  });

  it('reads Paytm: "UPI Ref No:" and skips the 11-digit order id', () => {
    expect(extractUtr(paytm)).toBe('403376543210');
  });

  it('reads a bank app: "Reference ID" beside the number', () => {
    expect(extractUtr(bankApp)).toBe('408012345678');
  });

  it.each([
    ['UTR 412345678901', '412345678901'],
    ['UTR No. 412345678901', '412345678901'],
    ['UTR Number: 412345678901', '412345678901'],
    ['UPI Ref. No: 412345678901', '412345678901'],
    ['Ref No 412345678901', '412345678901'],
    ['Transaction ID: 412345678901', '412345678901'],
    ['Txn ID 412345678901', '412345678901'],
    ['RRN 412345678901', '412345678901'],
    ['UPl transaction ID\n412345678901', '412345678901'],
  ])('finds the number after the label in %j', (text, utr) => {
    expect(extractUtr(`Payment successful\n${text}\nThank you`)).toBe(utr);
  });

  it('prefers the labelled 12-digit number over an earlier unlabelled one', () => {
    expect(extractUtr('Account 998877665544\nUTR: 412345678901')).toBe('412345678901');
  });

  it('joins a UTR printed in groups of four', () => {
    expect(extractUtr('UPI Ref No\n4123 5678 9012')).toBe('412356789012');
  });

  it('repairs letters misread as digits inside a number', () => {
    expect(extractUtr('UTR: 4O123456789l')).toBe('401234567891');
    expect(extractUtr('UTR: 41S3 B678 9O12')).toBe('415386789012');
    expect(extractUtr('UTR: 4123|5678901')).toBe('412315678901');
  });

  it('does not turn words into digits', () => {
    expect(extractUtr('IS 4123 5678 9012 OK')).toBe('412356789012');
    expect(extractUtr('Ref No4123 5678 9012')).toBe('412356789012');
  });

  it('separates a UTR from an amount OCR glued to it', () => {
    expect(extractUtr('UTR 412345678901 2500.00')).toBe('412345678901');
  });

  it('never takes digits glued to letters (alphanumeric ids)', () => {
    expect(extractUtr('Transaction ID T240115103245789301\nGoogle transaction ID CICAgOC1234567890')).toBeUndefined();
  });

  it('falls back to any 12-digit number when no label was read', () => {
    expect(extractUtr('Paid to Sunil\n₹ 500\n~ 412345678901 -\n15 Jan 2024')).toBe('412345678901');
  });

  it('falls back to a labelled 10–15 digit reference (NEFT/IMPS style)', () => {
    expect(extractUtr('NEFT transfer\nReference No: 1234567890123\nStatus: Success')).toBe('1234567890123');
  });

  it('never takes an unlabelled number that is not 12 digits (decision 034)', () => {
    expect(extractUtr('Transfer done\n54321098765\nThanks')).toBeUndefined();
    expect(extractUtr('Transfer done\n5432109876543\nThanks')).toBeUndefined();
  });

  it('never takes a help-line phone number, even a bare 10-digit one (black-box defect)', () => {
    expect(extractUtr('Payment received\nCall 9876543210 for help')).toBeUndefined();
    expect(extractUtr('Payment received\n9876543210\nThank you')).toBeUndefined();
    expect(extractUtr('Payment received\nHelpline: 1800123456')).toBeUndefined();
    expect(extractUtr('Questions? WhatsApp 7012345678')).toBeUndefined();
  });

  it('never takes an order id, an account number or an amount', () => {
    expect(extractUtr('Order ID: 21345678901\nPaid')).toBeUndefined();
    expect(extractUtr('Order ID: 213456789012\nPaid')).toBeUndefined();
    expect(extractUtr('Order No 2134567890123')).toBeUndefined();
    expect(extractUtr('A/c No. 123456789012')).toBeUndefined();
    expect(extractUtr('Amount 1500000000\nStatus Success')).toBeUndefined();
  });

  it('takes a labelled number only when the label stands right before it', () => {
    expect(extractUtr('UTR: 412345678901 Call 9876543210')).toBe('412345678901');
    expect(extractUtr('UTR pending. Call 9876543210 for help')).toBeUndefined();
    expect(extractUtr('Reference ID\nStatus 9876543210')).toBeUndefined();
    expect(extractUtr('UPI Ref. No. : 4123456789')).toBe('4123456789');
  });

  it('ignores phone numbers: +91 prefixed or labelled mobile/phone', () => {
    expect(extractUtr('Paid to +91 9876543210')).toBeUndefined();
    expect(extractUtr('Paid to +919876543210')).toBeUndefined();
    expect(extractUtr('Paid to +91-98765 43210')).toBeUndefined();
    expect(extractUtr('Mobile: 9876543210')).toBeUndefined();
    expect(extractUtr('Phone number\n8765432109')).toBeUndefined();
  });

  it('keeps a 10-digit number starting 6-9 when nothing marks it as a phone', () => {
    expect(extractUtr('Ref No 9876543210')).toBe('9876543210');
  });

  it('ignores amounts', () => {
    expect(extractUtr('Amount ₹1234567890')).toBeUndefined();
    expect(extractUtr('Amount Rs. 1234567890')).toBeUndefined();
    expect(extractUtr('Amount INR 1234567890.00')).toBeUndefined();
    expect(extractUtr('Total 1234567890.50')).toBeUndefined();
  });

  it('ignores unlabelled timestamps printed without separators', () => {
    expect(extractUtr('Generated 202401151032')).toBeUndefined();
    expect(extractUtr('Generated 15012024103245')).toBeUndefined();
  });

  it('ignores numbers shorter than 10 or longer than 15 digits', () => {
    expect(extractUtr('UTR 123456789')).toBeUndefined();
    expect(extractUtr('UTR 1234567890123456')).toBeUndefined();
    expect(extractUtr('Card 4123 5678 9012 3456')).toBeUndefined();
  });

  it('returns undefined for text without any UTR', () => {
    expect(extractUtr('')).toBeUndefined();
    expect(extractUtr('Payment successful\n₹ 500\n15 Jan 2024, 10:32 am\nPaid to Ramesh')).toBeUndefined();
  });

  it('tolerates non-breaking spaces and Windows line ends', () => {
    expect(extractUtr('UTR No:\u00a0412345678901\r\nDone')).toBe('412345678901');
  });
});
