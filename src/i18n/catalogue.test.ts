import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import enStart from './en.json';
import hiStart from './hi.json';
import enScreens from './screens.en.json';
import hiScreens from './screens.hi.json';
import { startModules } from './start-graph.ts';
import { WALLET_MESSAGE_IDS } from '../../machines/wallet/message-ids.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const en: Record<string, string> = { ...enStart, ...enScreens };
const hi: Record<string, string> = { ...hiStart, ...hiScreens };
const catalogues: Record<string, Record<string, string>> = { enStart, hiStart, enScreens, hiScreens };

/**
 * An area's own catalogues, `<area>.<language>.json` beside these, loaded with its route
 * (docs/decisions/052): per language, every area's messages.
 */
const AREA_CATALOGUE = /^([a-z-]+)\.([a-z]{2})\.json$/;
const areaFiles = readdirSync(join(ROOT, 'src/i18n')).filter((file) => AREA_CATALOGUE.test(file) && !file.startsWith('screens.'));
const areaMessages = (language: string): Record<string, string> =>
  Object.assign(
    {},
    ...areaFiles
      .filter((file) => AREA_CATALOGUE.exec(file)![2] === language)
      .map((file) => JSON.parse(readFileSync(join(ROOT, 'src/i18n', file), 'utf8')) as Record<string, string>),
  );

/** Where message ids are written in code, by the convention of this project. */
const ID_PATTERNS_EVERYWHERE = [
  /<FormattedMessage[^>]*?\bid="([^"]+)"/g, // <FormattedMessage id="…">
  /\b\w*[mM]essage(?:Id)?\(\s*'([^']+)'/g, // messageId('…'), walletMessage('…')
];
/**
 * `id: '…'`, `titleId: '…'` under src/. Message ids are dot-namespaced (`area.key`), which tells
 * them apart from actor ids (`id: 'ui'`, `systemId: 'site'`).
 */
const ID_PATTERNS_IN_SRC = [/(?:\bid|[a-z]Id):\s*'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.(test|gen)\.tsx?$/.test(path))
    .map((path) => join(ROOT, folder, path));
}

function idsUsedIn(files: string[], patterns: RegExp[]): Map<string, string> {
  const usedAt = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        if (match[1]) usedAt.set(match[1], relative(ROOT, file));
      }
    }
  }
  return usedAt;
}

/** Every text the spec gives for the auth forms and the session (spec §1, §5, §8) and the wallet (§2, §5, §8), character for character. */
const SPEC_TEXTS: Record<string, string> = {
  'validation.mobile.digits': 'Mobile Number Should Be Of 10 Digits.',
  'validation.password.rule': 'Password Must Contain Alphabets, Numbers, And At Least 1 In Capital Case, And 1 In Lower Case.',
  'validation.password.mismatch': 'Password Mismatched.',
  'validation.otp.required': 'Please Enter OTP',
  'validation.otp.digits': 'Please Enter 6 Digit OTP',
  'validation.referCode.numeric': 'The Refer code must be numeric',
  'validation.withdrawPassword.required': 'Please Enter Withdraw Password',
  'error.somethingWentWrong': 'Something went wrong',
  'session.loggedOutFromDevice': 'You Have Been Logged Out From This Device.',
  'session.bar.demo': 'This is Demo ID',
  'session.bar.welcomeBonus': 'Playing with Welcome Bonus',
  'wallet.demoRestricted': 'Wallet access is restricted for demo users',
  'wallet.unexpectedStatus': 'Unexpected response status',
  'wallet.deposit.amount.required': 'Please Enter Deposit Amount',
  'wallet.deposit.amount.range': 'The deposit amount must be between {min} and {max}.',
  'wallet.deposit.proof.field': 'Please upload image',
  'wallet.deposit.proof.required': 'Please Upload Payment Proof',
  'wallet.deposit.utr.digits': 'UTR number must be 10 to 15 digit',
  'wallet.deposit.noOptions': 'No Deposit Options Available. Contact Admin!!',
  'wallet.deposit.social.noNumber': 'No social payment number available',
  'wallet.utr.fetchFailed': 'Something went wrong while fetching UTR.',
  'wallet.utr.noImage': 'No image found for UTR auto-check.',
  'wallet.stake.range': 'Stake value must be between 100 to 1Cr.',
  'wallet.stake.saved': 'Saved Successfully',
  'wallet.withdraw.amount.min': 'Please enter amount greater than equal to {min}',
  'wallet.withdraw.insufficient.field': 'Insufficient balance.',
  'wallet.withdraw.insufficient.toast': 'Insufficient Balance',
  'wallet.withdraw.noAccounts': 'Add Acccount To Withdraw...',
  'wallet.account.bank.required': 'Please Select Bank Name.',
  'wallet.account.holder.required': 'Account holder name is required.',
  'wallet.account.holder.length': 'Account holder name must be 3-100 characters.',
  'wallet.account.number.digits': 'Account Number must be a valid numeric value between 9 to 18 digits',
  'wallet.account.ifsc.format': 'IFSC code should be 11 Alphanumeric Characters',
  'wallet.account.upiOrQr.required': 'At least one field is required UPI ID or QR code.',
  'wallet.upload.invalidType': 'Invalid file type',
  'wallet.upload.invalidQrImage':
    'Invalid file type. Only JPG, JPEG, PNG, and WEBP image formats are allowed, and file size must be under 5 MB.',
  'wallet.upload.corrupted': 'File seems corrupted and cannot be uploaded',
  'wallet.upload.corruptedImage': 'Error => Corrupted Image , Please Try With New Image',
  'wallet.upload.urlFailed': 'Failed to get upload URL',
  'wallet.upload.failed': 'File upload failed',
  'wallet.copy.noData': 'No Data Available To Copy.',
  'wallet.copy.field': '{field} Copied Successfully',
  'wallet.copy.done': 'Successfully copied.',
  'wallet.history.empty': 'No Record found',
  'wallet.history.status.pending': 'Pending',
  'wallet.history.status.approveInProcess': 'Approve In Process',
  'wallet.history.status.approveCompleted': 'Approved',
  'wallet.history.status.rejectInProcess': 'Reject In Process',
  'wallet.history.status.rejectCompleted': 'Rejected',
  'wallet.history.status.hold': 'Processing',
  'wallet.history.status.expired': 'expired',
  'wallet.history.status.cancelled': 'cancelled',
};

/** The wallet's texts the spec leaves to us (docs/decisions/005–007). */
const WALLET_DESIGNED_IDS = [
  'wallet.deposit.utr.walletMax',
  'wallet.deposit.paymentBonus',
  'wallet.withdraw.amount.max',
  'wallet.withdraw.account.required',
  'wallet.account.method.required',
  'wallet.account.holder.characters',
  'wallet.account.upi.format',
  'wallet.account.walletId.format',
  'wallet.account.qrHint',
  'wallet.upload.tooLarge',
  'wallet.upload.tooManyPixels',
  'wallet.history.filter.all',
];

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  it('en and hi have the same ids', () => {
    expect(Object.keys(hi).filter((id) => !(id in en))).toEqual([]);
    expect(Object.keys(en).filter((id) => !(id in hi))).toEqual([]);
  });

  it('keeps ids sorted, so concurrent additions merge cleanly', () => {
    for (const catalogue of Object.values(catalogues)) {
      const ids = Object.keys(catalogue);
      expect(ids).toEqual([...ids].sort());
    }
  });

  it('uses the same placeholders in every language', () => {
    const mismatched = Object.keys(en).filter(
      (id) => id in hi && placeholdersOf(en[id] ?? '').join() !== placeholdersOf(hi[id] ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it("gives each area's catalogues the same sorted ids and placeholders in every language, and ids of their own", () => {
    const areaEn = areaMessages('en');
    const areaHi = areaMessages('hi');
    expect(Object.keys(areaHi).sort()).toEqual(Object.keys(areaEn).sort());
    for (const file of areaFiles) {
      const ids = Object.keys(JSON.parse(readFileSync(join(ROOT, 'src/i18n', file), 'utf8')) as Record<string, string>);
      expect(ids, file).toEqual([...ids].sort());
    }
    expect(Object.keys(areaEn).filter((id) => id in en)).toEqual([]);
    expect(Object.keys(areaEn).filter((id) => placeholdersOf(areaEn[id]!).join() !== placeholdersOf(areaHi[id] ?? '').join())).toEqual([]);
  });

  it("has the first render's ids in the start catalogues, and no id in both parts", () => {
    const startFiles = startModules(join(ROOT, 'src/app/main.tsx'));
    expect(startFiles.length).toBeGreaterThan(20);
    const used = new Map([...idsUsedIn(startFiles, ID_PATTERNS_EVERYWHERE), ...idsUsedIn(startFiles.filter((file) => file.includes('/src/')), ID_PATTERNS_IN_SRC)]);
    const missing = [...used].filter(([id]) => id in en && !(id in enStart)).map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
    expect(Object.keys(enScreens).filter((id) => id in enStart)).toEqual([]);
    expect(Object.keys(hiStart).sort()).toEqual(Object.keys(enStart).sort());
  });

  it('has every id used in code', () => {
    const used = new Map([
      ...idsUsedIn([...sourceFiles('src'), ...sourceFiles('machines')], ID_PATTERNS_EVERYWHERE),
      ...idsUsedIn(sourceFiles('src'), ID_PATTERNS_IN_SRC),
    ]);
    expect(used.size).toBeGreaterThan(0);
    const known = { ...en, ...areaMessages('en') };
    const missing = [...used].filter(([id]) => !(id in known)).map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
  });

  it("has a text for every id of the machines' id lists", () => {
    const modules = import.meta.glob<Record<string, unknown>>('../../machines/**/message-ids.ts', { eager: true });
    const lists = Object.values(modules).flatMap((module) => Object.values(module).filter((exported) => Array.isArray(exported)));
    expect(lists.length).toBeGreaterThanOrEqual(2);
    const missing = lists.flat().filter((id) => typeof id !== 'string' || !(en[id] ?? '').trim());
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(SPEC_TEXTS))('%s is the spec text verbatim', (id, text) => {
    expect(en[id]).toBe(text);
  });

  it("lists the wallet's spec texts and designed ones, and no other", () => {
    const specIds = Object.keys(SPEC_TEXTS).filter((id) => id.startsWith('wallet.'));
    expect([...WALLET_MESSAGE_IDS].sort()).toEqual([...specIds, ...WALLET_DESIGNED_IDS].sort());
  });

  it('keeps the spec typo in the withdraw empty state', () => {
    expect(en['wallet.withdraw.noAccounts']).toContain('Acccount');
  });
});
