// Which schema parses each call's reply (design §4), and where that schema lives. The start area's
// schemas ride in the entry; the other areas' modules load on their first call, so Home's first
// load carries only the replies its first render reads (docs/decisions/230). To add a reply: put
// its schema in its area's module and map (replies/<area>.ts), then name the call's area below;
// the typecheck fails while a call is named in one and not the other.
import type { CallName } from '../catalogue.gen.ts';
import type { accountReplies } from './account.ts';
import { envelopeSchema } from './parts.ts';
import { startReplies } from './start.ts';
import type { walletReplies } from './wallet.ts';
import type { z } from 'zod/mini';

export type ReplySchemas = typeof startReplies & typeof walletReplies & typeof accountReplies;

type ReplyArea = 'start' | 'wallet' | 'account';
type AreaOf<Name> = Name extends keyof typeof startReplies
  ? 'start'
  : Name extends keyof typeof walletReplies
    ? 'wallet'
    : 'account';

const replyAreaOf = {
  siteVersion: 'start',
  siteSettings: 'start',
  walletBalance: 'start',
  authRefresh: 'start',
  userInfo: 'start',
  login: 'start',
  demoLogin: 'start',
  registration: 'start',
  loginWithOtp: 'start',
  walletConfig: 'wallet',
  walletHistory: 'wallet',
  accountDetails: 'wallet',
  addAccount: 'wallet',
  checkWithdrawalPassword: 'wallet',
  walletWithdrawId: 'wallet',
  parentPaymentMethods: 'wallet',
  uploadUrlRequest: 'wallet',
  autoUtr: 'wallet',
  walletDeposit: 'wallet',
  withdrawRequest: 'wallet',
  paymentGateway: 'wallet',
  paymentGatewayIframeUrl: 'wallet',
  loadThirdPartyUrl: 'wallet',
  chatbotIframeUrlMember: 'wallet',
  chatbotIframeUrlGuest: 'wallet',
  sendOtp: 'account',
  sendOtpToMobile: 'account',
  cancelRequest: 'account',
  deleteAccount: 'account',
  resetWithdrawalPassword: 'account',
  updateTransactionPassword: 'account',
  resetForgottenPassword: 'account',
  changePassword: 'account',
  logout: 'account',
  notificationPublicKey: 'account',
} as const satisfies { [Name in keyof ReplySchemas]: AreaOf<Name> };

type SchemaMap = Partial<Record<CallName, z.ZodMiniType>>;

const areaSchemas: Record<ReplyArea, () => SchemaMap | Promise<SchemaMap>> = {
  start: () => startReplies,
  wallet: () => import('./wallet.ts').then((module) => module.walletReplies),
  account: () => import('./account.ts').then((module) => module.accountReplies),
};

/** The schema of a call's reply; calls without one get the bare success envelope. */
export async function replySchemaOf(name: CallName): Promise<z.ZodMiniType> {
  const area: ReplyArea | undefined = (replyAreaOf as Partial<Record<CallName, ReplyArea>>)[name];
  if (area === undefined) return envelopeSchema;
  return (await areaSchemas[area]())[name] ?? envelopeSchema;
}
