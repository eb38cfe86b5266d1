/**
 * The client state kept in browser storage (spec §3 "Client state"), versioned (design §3): a value
 * from another version, or one that does not match, is dropped and the app starts fresh.
 * Shapes the spec does not show are `unknown`; whoever reads them validates them (e.g. site
 * settings go through the API's reply schema).
 * Each schema is built on its first use (`z.lazy`), not while the first script is evaluated: the
 * page's first task is then shorter.
 */
import { z } from 'zod/mini';

/** Bump on any change of the schema below: stored values of older versions are then dropped. */
export const PERSIST_VERSION = 1;

const messageSchema = z.lazy(() =>
  z.union([
    z.object({ id: z.string(), values: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))) }),
    z.object({ text: z.string() }),
  ]),
);

/** Spec §3 "User"; extra fields the server sends are kept. */
const userSchema = z.lazy(() =>
  z.looseObject({
    userid: z.string(),
    token: z.optional(z.string()),
    exp: z.optional(z.number()),
    balance: z.optional(z.number()),
    exposure: z.optional(z.number()),
    bets_count: z.optional(z.number()),
    earnBonus: z.optional(z.number()),
    isDemo: z.optional(z.boolean()),
    phone: z.optional(z.string()),
    last_login_at: z.optional(z.nullable(z.string())),
    actw: z.optional(z.string()),
    notificationSubscribed: z.optional(z.boolean()),
    notificationUnsubscribed: z.optional(z.boolean()),
  }),
);

const authSlice = z.lazy(() =>
  z.object({
    user: z.nullable(userSchema),
    /** The user's stake buttons. */
    chips: z.array(z.number()),
    token: z.nullable(z.string()),
    eventManage: z.unknown(),
    eventDetailHideSections: z.unknown(),
  }),
);

const commonSlice = z.lazy(() =>
  z.object({
    siteSettings: z.unknown(),
    searchText: z.string(),
    gamesData: z.unknown(),
    domainName: z.string(),
    clickBet: z.object({
      enabled: z.boolean(),
      values: z.array(z.object({ value: z.number(), isSelected: z.boolean() })),
    }),
    favouriteGames: z.unknown(),
    globalLoader: z.boolean(),
    notificationCount: z.number(),
    languages: z.array(z.object({ code: z.string(), name: z.string() })),
    selectedLanguage: z.nullable(z.string()),
    /** Spec §3: the header shows balance and exposure unless the user chose otherwise. */
    balanceDisplay: z.object({ balance: z.boolean(), exposure: z.boolean() }),
    menuShow: z.boolean(),
    siteVersion: z.nullable(z.string()),
    underMaintenance: z.boolean(),
    sportsList: z.unknown(),
    casinoProviders: z.unknown(),
    userIdList: z.array(z.string()),
    bonusData: z.unknown(),
    defaultPhoneIndex: z.int().check(z.nonnegative()),
    userTransactionStakes: z.unknown(),
    successMessage: z.nullable(messageSchema),
    errorMessage: z.nullable(messageSchema),
    /** The stored is_offer flag: the offer pop-up was dismissed. */
    isOffer: z.boolean(),
  }),
);

const walletSlice = z.lazy(() =>
  z.object({
    depositAmount: z.nullable(z.number()),
    walletHistory: z.unknown(),
    /**
     * When the withdraw-password OTP sent last expires (epoch ms), so its countdown survives a
     * reload. Added with a default: values stored before it still read, so no version bump.
     */
    withdrawOtpExpiresAt: z._default(z.nullable(z.number()), null),
  }),
);

const accountStatementSlice = z.lazy(() =>
  z.object({
    profitLossItem: z.unknown(),
    viewBetsItem: z.unknown(),
    plFilterOption: z.unknown(),
  }),
);

/** A market pinned for /multi-market (machines/sports/pinned-markets.machine.ts). */
const pinnedMarketSchema = z.lazy(() =>
  z.object({ eventId: z.string(), marketId: z.string(), eventName: z.string(), marketName: z.string() }),
);

/** The bettor's ways around the exchange (docs/decisions/082). */
const sportsSlice = z.lazy(() =>
  z.object({
    pinnedMarkets: z.array(pinnedMarketSchema),
    /** The sports pages as the exchange (ladder) or the simple sports book. */
    view: z.enum(['exchange', 'sportsbook']),
  }),
);

export type SportsView = z.infer<typeof sportsSlice>['view'];

const initialSports: z.infer<typeof sportsSlice> = { pinnedMarkets: [], view: 'exchange' };

export const persistedStateSchema = z.lazy(() =>
  z.object({
    auth: authSlice,
    common: commonSlice,
    wallet: walletSlice,
    accountStatement: accountStatementSlice,
    /** Match details, players, tutorials, team data, selected players, my contest: shapes not shown. */
    fantasy: z.unknown(),
    /** userBonus: shape not shown. */
    account: z.unknown(),
    /** Added with a default: values stored before it still read, so no version bump. */
    sports: z._default(sportsSlice, initialSports),
  }),
);

export type PersistedState = z.infer<typeof persistedStateSchema>;

const storedValueSchema = z.lazy(() => z.object({ version: z.literal(PERSIST_VERSION), state: persistedStateSchema }));

export type StoredValue = z.infer<typeof storedValueSchema>;

export const initialPersistedState: PersistedState = {
  auth: { user: null, chips: [], token: null, eventManage: null, eventDetailHideSections: null },
  common: {
    siteSettings: null,
    searchText: '',
    gamesData: null,
    domainName: '',
    clickBet: { enabled: false, values: [] },
    favouriteGames: null,
    globalLoader: false,
    notificationCount: 0,
    languages: [],
    selectedLanguage: null,
    balanceDisplay: { balance: true, exposure: true },
    menuShow: false,
    siteVersion: null,
    underMaintenance: false,
    sportsList: null,
    casinoProviders: null,
    userIdList: [],
    bonusData: null,
    defaultPhoneIndex: 0,
    userTransactionStakes: null,
    successMessage: null,
    errorMessage: null,
    isOffer: false,
  },
  wallet: { depositAmount: null, walletHistory: null, withdrawOtpExpiresAt: null },
  accountStatement: { profitLossItem: null, viewBetsItem: null, plFilterOption: null },
  fantasy: null,
  account: null,
  sports: initialSports,
};

export const toStoredValue = (state: PersistedState): StoredValue => ({ version: PERSIST_VERSION, state });

/** The stored state, or undefined when it is from another version or does not match. Never throws. */
export function restorePersisted(raw: unknown): PersistedState | undefined {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  const parsed = storedValueSchema.safeParse(value);
  return parsed.success ? parsed.data.state : undefined;
}

/** Spec §3: a reset clears user, token, chips and site version, and nothing else. */
export const resetPersisted = (state: PersistedState): PersistedState => ({
  ...state,
  auth: { ...state.auth, user: null, token: null, chips: [] },
  common: { ...state.common, siteVersion: null },
});
