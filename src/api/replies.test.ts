import { describe, expect, it } from 'vitest';
import {
  accountDetailsReply,
  parentPaymentMethodsReply,
  siteSettingsReply,
  siteVersionReply,
  uploadUrlReply,
  urlReply,
  userInfoReply,
  walletBalanceReply,
  walletConfigReply,
  walletHistoryReply,
} from './replies.ts';

const envelope = { status: 200, success: true };

describe('site version', () => {
  it('reads the version, the maintenance window and the debug flag', () => {
    const window = { from_date: '2025-01-01T10:00:00Z', to_date: '2025-01-01T12:00:00Z' };
    expect(siteVersionReply.parse({ ...envelope, debug: [true], data: { version: 12, maintenance: window } })).toEqual({
      ...envelope,
      debug: true,
      data: { version: '12', maintenance: window },
    });
  });

  it('reads a missing or unreadable window as none planned', () => {
    const reply = siteVersionReply.parse({ ...envelope, data: { version: '1', maintenance: { from_date: 'soon' } } });
    expect(reply.data.maintenance).toBeNull();
    expect(reply.debug).toBe(false);
  });

  it('needs a version', () => {
    expect(siteVersionReply.safeParse({ ...envelope, debug: [], data: { maintenance: null } }).success).toBe(false);
  });
});

describe('site settings', () => {
  const settings = (siteSetting: Record<string, unknown>) =>
    siteSettingsReply.parse({ ...envelope, data: { siteSetting, casino_url: 'https://casino.test', bonus_data: [] } }).data;

  it('fills what an operator left out with defaults', () => {
    const { data } = siteSettingsReply.parse({ ...envelope, data: { siteSetting: {} } });
    expect(data.casino_url).toBe('');
    expect(data.bonus_data).toEqual([]);
    expect(data.siteSetting).toMatchObject({
      announcement: [],
      poster: [],
      logo: '',
      language_code: 'en',
      business_type: 1,
      languagesList: [],
      storage_path: { domain_image: '', site_map: '' },
      social_link: { email: '' },
    });
  });

  it.each([
    ['JSON text of a list', '[{"text":"Welcome"},{"text":"IPL is live"}]', ['Welcome', 'IPL is live']],
    ['a parsed list', [{ text: 'Welcome' }, 'Plain'], ['Welcome', 'Plain']],
    ['an object', { text: 'Welcome' }, ['Welcome']],
    ['plain text', 'Welcome <b>all</b>', ['Welcome <b>all</b>']],
    ['null', null, []],
  ])('reads the announcement from %s as a list of texts', (_form, announcement, texts) => {
    expect(settings({ announcement }).siteSetting.announcement.map((entry) => entry.text)).toEqual(texts);
  });

  it('keeps the language an announcement or a poster is given for (decision 222)', () => {
    const { siteSetting } = settings({
      announcement: '[{"text":"Welcome"},{"text":"स्वागत है","lang":"hi"},{"text":"x","lang":7}]',
      poster: [{ id: 1, poster_type: 1, image: 'banner.hi.svg', lang: 'hi' }, { id: 2, poster_type: 1, image: 'banner.svg', lang: 3 }],
    });
    expect(siteSetting.announcement).toEqual([{ text: 'Welcome' }, { text: 'स्वागत है', lang: 'hi' }, { text: 'x' }]);
    expect(siteSetting.poster.map((poster) => poster.lang)).toEqual(['hi', undefined]);
  });

  it('drops unreadable list entries one by one', () => {
    const { siteSetting } = settings({
      poster: [{ id: 1, poster_type: 12, image: 'offer.png' }, { id: 2 }],
      languagesList: [{ code: 'en', name: 'English' }, { name: 'no code' }],
      country_code_list: [{ name: 'India', code: 'IN', phonecode: 91 }],
    });
    expect(siteSetting.poster).toEqual([{ id: '1', poster_type: 12, image: 'offer.png', url: null, title: '' }]);
    expect(siteSetting.languagesList).toEqual([{ code: 'en', name: 'English' }]);
    expect(siteSetting.country_code_list).toEqual([{ name: 'India', code: 'IN', phonecode: '91' }]);
  });

  it('reads business type 2 also as text, and anything else as 1', () => {
    expect(settings({ business_type: '2' }).siteSetting.business_type).toBe(2);
    expect(settings({ business_type: 7 }).siteSetting.business_type).toBe(1);
  });

  it('reads bonus method ids from JSON text', () => {
    const { data } = siteSettingsReply.parse({
      ...envelope,
      data: { siteSetting: {}, bonus_data: [{ bonusType: 'payment bonus', methodIds: '[1,"3"]', percentage: 5 }] },
    });
    expect(data.bonus_data).toEqual([{ bonusType: 'payment bonus', methodIds: ['1', '3'], percentage: 5 }]);
  });

  it('needs the siteSetting object', () => {
    expect(siteSettingsReply.safeParse({ ...envelope, data: {} }).success).toBe(false);
  });
});

describe('balance and user', () => {
  it('reads numbers sent as text', () => {
    expect(walletBalanceReply.parse({ ...envelope, data: { bl: '1500.50', ex: -200, bc: 3, eb: '0' } }).data).toEqual({
      bl: 1500.5,
      ex: -200,
      bc: 3,
      eb: 0,
    });
  });

  it('needs the balance and exposure', () => {
    expect(walletBalanceReply.safeParse({ ...envelope, data: { bl: 'lots', ex: 0 } }).success).toBe(false);
  });

  it('reads user info with a user who never logged in', () => {
    const { data } = userInfoReply.parse({
      ...envelope,
      data: {
        user: { userid: 1001, isDemo: 0, last_login_at: null, actw: 'WB', phone: '9876543210' },
        demo: false,
        chips: [100, '200', 'x'],
        event_manage: [{ event_id: 'e1', hidden_sections: ['fancy'] }],
      },
    });
    expect(data.user).toMatchObject({ userid: '1001', isDemo: false, last_login_at: null, actw: 'WB', balance: 0 });
    expect(data.chips).toEqual([100, 200]);
    expect(data.event_manage).toEqual([{ event_id: 'e1', hidden_sections: ['fancy'] }]);
  });
});

describe('wallet', () => {
  it('fills the wallet config with the spec defaults', () => {
    expect(walletConfigReply.parse({ ...envelope, data: {} }).data).toEqual({
      deposit_range: { min: 0, max: 99_999_999 },
      withdrawal_range: { min: 100, max: 99_999_999 },
      stake_button: [],
      rules: { deposit: {}, withdrawal: {} },
      deposit_video: {},
      withdrawal_video: {},
      bank_list: [],
      payment_method: [],
      is_bank_only: false,
    });
  });

  it('reads rules by kind then language', () => {
    const rules = { deposit: { en: [{ description: 'Pay within 45 minutes' }] }, withdrawal: {} };
    expect(walletConfigReply.parse({ ...envelope, data: { rules } }).data.rules).toEqual(rules);
  });

  it('reads payment method entries, keeping only known kinds', () => {
    const entry = { method_name: 'USDT', method: 'wallet', method_id: 4, master_account_id: 9, multiplier_value: 88.5 };
    const { data } = parentPaymentMethodsReply.parse({ ...envelope, data: [entry, { ...entry, method: 'cash' }] });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ method: 'wallet', method_id: '4', master_account_id: '9', multiplier_value: 88.5, upi_id: null });
  });

  it('reads whether a payment gateway opens inside the product, ignoring a value it cannot read', () => {
    const gateway = { method_name: 'Pay In App', method: 'payment_gateway', method_id: 5, master_account_id: 7 };
    const { data } = parentPaymentMethodsReply.parse({
      ...envelope,
      data: [{ ...gateway, embedded: true }, { ...gateway, embedded: false }, { ...gateway, embedded: 'yes' }, gateway],
    });
    expect(data.map((entry) => entry.embedded)).toEqual([true, false, undefined, undefined]);
  });

  it('reads withdraw accounts', () => {
    const account = { client_account_id: 5, payment_method: 'bank', account_number: '123456789', bank_name: 'SBI' };
    const { data } = accountDetailsReply.parse({ ...envelope, data: { account_list: [account], is_bank_only: true } });
    expect(data).toMatchObject({ is_bank_only: true, account_list: [{ client_account_id: '5', bank_name: 'SBI', upi_id: null }] });
  });

  it('reads transactions, splitting the proof links', () => {
    const transaction = {
      transaction_id: 'T1',
      type: 'client_deposit',
      payment_method: 'upi',
      amount: 500,
      approved_amount: null,
      status: 'hold',
      created_at: '2025-01-02T03:04:05Z',
      transaction_image_url: 'https://f.test/a.png, https://f.test/b.png',
    };
    const { data } = walletHistoryReply.parse({ ...envelope, data: [transaction, { ...transaction, status: 'lost' }] });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      status: 'hold',
      action_at: null,
      transaction_image_url: ['https://f.test/a.png', 'https://f.test/b.png'],
    });
  });
});

describe('addresses', () => {
  it.each([
    ['https://pay.example.com/checkout?id=1', true],
    ['javascript:alert(1)', false],
    ['/relative/path', false],
  ])('lets the browser open %s: %s', (url, accepted) => {
    expect(urlReply.safeParse({ ...envelope, data: { url } }).success).toBe(accepted);
  });

  it.each([
    ['/uploads/abc?signature=1', true],
    ['https://bucket.example.com/abc', true],
    ['//evil.example.com/abc', false],
  ])('accepts %s as an upload target: %s', (url, accepted) => {
    expect(uploadUrlReply.safeParse({ ...envelope, data: { url, file_url: '/files/abc.png' } }).success).toBe(accepted);
  });
});
