import { describe, expect, it } from 'vitest';
import { extractUtr } from './utr-extract.ts';

describe('extractUtr', () => {
  it.each([
    ['a labelled UPI UTR', 'Paid to Ramesh\nUTR: 412345678901\n₹500', '412345678901'],
    ['the number on the line after its label', 'UPI transaction ID\n4123 4567 8901', '412345678901'],
    ['a labelled 12-digit number before other long numbers', 'Txn ID 98765432109876\nUPI Ref No 412345678901', '412345678901'],
    ['an unlabelled 12-digit number', 'Completed\n301234567890', '301234567890'],
    ['a labelled bank reference of another length', 'Bank Ref No 1234567890123', '1234567890123'],
  ])('finds %s', (_name, text, utr) => {
    expect(extractUtr(text)).toBe(utr);
  });

  it.each([
    ['a phone number', 'Mobile +91 9876543210'],
    ['an amount', '₹ 123456789012'],
    ['a date-time without separators', '202401151030'],
    ['digits glued to letters', 'T240115103012345678'],
    ['nothing', 'Payment pending'],
  ])('ignores %s', (_name, text) => {
    expect(extractUtr(text)).toBeUndefined();
  });
});
