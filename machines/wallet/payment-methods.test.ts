import { describe, expect, it } from 'vitest';
import {
  groupPaymentMethods,
  isCryptoMethod,
  isWebAddress,
  paymentBonusLabel,
  paymentBonusPercentage,
  paymentMethodsEmptyMessage,
  socialPaymentLink,
  socialPaymentNumber,
  type PaymentMethodEntry,
  type PaymentMethodKind,
} from './payment-methods.ts';

const entry = (method_name: string, method: PaymentMethodKind, method_id: number | string, extra = {}): PaymentMethodEntry => ({
  method_name,
  method,
  method_id,
  ...extra,
});

describe('groupPaymentMethods', () => {
  it('groups entries by method_name in order of first appearance', () => {
    const tabs = groupPaymentMethods([
      entry('Bank Transfer', 'bank', 1, { account_number: '111' }),
      entry('UPI', 'upi', 2),
      entry('Bank Transfer', 'bank', 1, { account_number: '222' }),
    ]);
    expect(tabs.map((tab) => tab.methodName)).toEqual(['Bank Transfer', 'UPI']);
    expect(tabs[0]?.entries.map((item) => item.account_number)).toEqual(['111', '222']);
    expect(tabs[0]?.method).toBe('bank');
  });

  it('lists social tabs first and keeps the others in server order', () => {
    const tabs = groupPaymentMethods([
      entry('UPI', 'upi', 2),
      entry('WhatsApp', 'social', 5),
      entry('USDT', 'wallet', 3),
      entry('Telegram', 'social', 6),
      entry('Bank', 'bank', 1),
    ]);
    expect(tabs.map((tab) => tab.methodName)).toEqual(['WhatsApp', 'Telegram', 'UPI', 'USDT', 'Bank']);
  });

  it('gives no tabs for no entries, and then the empty-state message', () => {
    const tabs = groupPaymentMethods([]);
    expect(tabs).toEqual([]);
    expect(paymentMethodsEmptyMessage(tabs)).toEqual({ id: 'wallet.deposit.noOptions' });
    expect(paymentMethodsEmptyMessage(groupPaymentMethods([entry('UPI', 'upi', 2)]))).toBeUndefined();
  });
});

describe('paymentBonusPercentage', () => {
  const [upiTab] = groupPaymentMethods([entry('UPI', 'upi', 2), entry('UPI', 'upi', 7)]);
  if (!upiTab) throw new Error('fixture');

  it('reads methodIds as a JSON string list of ids, numbers or strings', () => {
    expect(paymentBonusPercentage(upiTab, [{ bonusType: 'payment bonus', methodIds: '["2","3"]', percentage: 5 }])).toBe(5);
    expect(paymentBonusPercentage(upiTab, [{ bonusType: 'payment bonus', methodIds: '[7]', percentage: '2.5' }])).toBe(2.5);
    expect(paymentBonusPercentage(upiTab, [{ bonusType: 'payment bonus', methodIds: [2], percentage: 4 }])).toBe(4);
  });

  it('accepts one bonus object as well as a list, and a differently cased type', () => {
    expect(paymentBonusPercentage(upiTab, { bonusType: 'Payment Bonus ', methodIds: '[2]', percentage: 3 })).toBe(3);
  });

  it('takes the highest of several matching bonuses', () => {
    const bonusData = [
      { bonusType: 'payment bonus', methodIds: '[2]', percentage: 3 },
      { bonusType: 'payment bonus', methodIds: '[7]', percentage: 8 },
    ];
    expect(paymentBonusPercentage(upiTab, bonusData)).toBe(8);
  });

  it('gives none for other tabs, other bonus types, bad JSON and bad percentages', () => {
    const none = [
      undefined,
      null,
      'payment bonus',
      [],
      [{ bonusType: 'payment bonus', methodIds: '[9]', percentage: 5 }],
      [{ bonusType: 'deposit bonus', methodIds: '[2]', percentage: 5 }],
      [{ methodIds: '[2]', percentage: 5 }],
      [{ bonusType: 'payment bonus', methodIds: '[2,', percentage: 5 }],
      [{ bonusType: 'payment bonus', methodIds: '{"a":2}', percentage: 5 }],
      [{ bonusType: 'payment bonus', methodIds: 2, percentage: 5 }],
      [{ bonusType: 'payment bonus', methodIds: '[2]', percentage: 0 }],
      [{ bonusType: 'payment bonus', methodIds: '[2]', percentage: 'ten' }],
      [{ bonusType: 'payment bonus', methodIds: '[2]' }],
      [null, 5],
    ];
    for (const bonusData of none) expect(paymentBonusPercentage(upiTab, bonusData), JSON.stringify(bonusData)).toBeUndefined();
  });

  it('labels the badge with the percentage', () => {
    expect(paymentBonusLabel(5)).toEqual({ id: 'wallet.deposit.paymentBonus', values: { percentage: 5 } });
  });
});

describe('social payment', () => {
  it('gives the trimmed number, or the "no number" message', () => {
    expect(socialPaymentNumber(entry('WhatsApp', 'social', 5, { social_payment_number: ' 9876543210 ' }))).toEqual({
      number: '9876543210',
    });
    for (const social_payment_number of [undefined, null, '', '   ']) {
      expect(socialPaymentNumber(entry('WhatsApp', 'social', 5, { social_payment_number }))).toEqual({
        error: { id: 'wallet.deposit.social.noNumber' },
      });
    }
  });

  it('gives the link only when it is an http(s) address', () => {
    const link = (social_payment_link: string | null | undefined) =>
      socialPaymentLink(entry('WhatsApp', 'social', 5, { social_payment_link }));
    expect(link(' https://wa.me/919876543210 ')).toBe('https://wa.me/919876543210');
    expect(link('http://t.me/site')).toBe('http://t.me/site');
    expect(link('javascript:alert(1)')).toBeUndefined();
    expect(link('data:text/html,hi')).toBeUndefined();
    expect(link('wa.me/919876543210')).toBeUndefined();
    expect(link('')).toBeUndefined();
    expect(link(null)).toBeUndefined();
    expect(link(undefined)).toBeUndefined();
  });

  it('calls only absolute http(s) links web addresses', () => {
    expect(isWebAddress('https://site.example/a.png')).toBe(true);
    expect(isWebAddress('/uploads/a.png')).toBe(false);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('JAVASCRIPT:alert(1)')).toBe(false);
  });
});

describe('isCryptoMethod', () => {
  it('is true only for the wallet kind', () => {
    expect(isCryptoMethod('wallet')).toBe(true);
    for (const kind of ['bank', 'upi', 'social', 'payment_gateway'] as const) expect(isCryptoMethod(kind)).toBe(false);
  });
});
