// The replies Home's first render reads, which the entry carries: the site's version and settings,
// the balance, the token's refresh, the user's info and the sign-in replies that share its schemas
// (docs/decisions/230). Each reply's schema is built on its first use (`z.lazy`), not while the
// first script is evaluated: the page's first task is shorter (docs/decisions/116).
import { z } from 'zod/mini';
import type { CallName } from '../catalogue.gen.ts';
import {
  numeric,
  identifier,
  text,
  nullableText,
  isoDateTime,
  dateTime,
  flag,
  nonEmptyString,
  lenientList,
  stakeButtons,
  jsonList,
  parseJsonOr,
  envelopeSchema,
  withData,
} from './parts.ts';

// ───────────────────────────── site ─────────────────────────────

const maintenanceWindowSchema = z.object({
  from_date: isoDateTime,
  to_date: isoDateTime,
});

export const siteVersionReply = z.lazy(() =>
  z.extend(envelopeSchema, {
    /** `debug[0]` true turns on the client's debug logging. */
    debug: z.pipe(
      z.catch(z.array(z.unknown()), []),
      z.transform((entries: unknown[]) => entries[0] === true),
    ),
    data: z.object({
      version: identifier,
      /** null when no maintenance is planned (or the window is unreadable). */
      maintenance: z.catch(z.nullable(maintenanceWindowSchema), null),
    }),
  }),
);
export type SiteVersion = z.output<typeof siteVersionReply>['data'];
export type MaintenanceWindow = z.output<typeof maintenanceWindowSchema>;

/** An operator's text with the language it is for; without one it is for every language (docs/decisions/222). */
export interface LocalText {
  text: string;
  lang?: string;
}

const languageOf = (entry: unknown): { lang?: string } => {
  const lang = typeof entry === 'object' && entry !== null ? (entry as { lang?: unknown }).lang : undefined;
  return typeof lang === 'string' && lang.trim() !== '' ? { lang: lang.trim() } : {};
};

/**
 * The announcement ticker's texts: the field is JSON text (`[{"text": "…", "lang": "hi"}]`), an
 * already parsed list or object, or plain text. Rendered as text, never as HTML (design §8).
 */
const announcementTexts = z.catch(
  z.pipe(
    z.unknown(),
    z.transform((value): LocalText[] => {
      const parsed = typeof value === 'string' ? parseJsonOr(value, value) : value;
      const entries = Array.isArray(parsed) ? parsed : [parsed];
      return entries.flatMap((entry) => {
        const candidate: unknown = typeof entry === 'object' && entry !== null ? (entry as { text?: unknown }).text : entry;
        return typeof candidate === 'string' && candidate.trim() !== '' ? [{ text: candidate, ...languageOf(entry) }] : [];
      });
    }),
  ),
  // A missing field reads as no announcement.
  [],
);

// The language rule and the offer's poster type are shared with the server (docs/decisions/233).
export { forLanguage, OFFER_POSTER_TYPE } from '../../../machines/site/home-banners.ts';

const posterSchema = z.lazy(() =>
  z.object({
    id: identifier,
    poster_type: numeric,
    image: z.string(),
    url: nullableText,
    title: text,
    /** The language the poster is for (docs/decisions/222); absent: every language. */
    lang: z.catch(z.optional(z.pipe(z.string(), z.transform((lang) => lang.trim() || undefined))), undefined),
  }),
);

const languageSchema = z.lazy(() => z.object({ code: nonEmptyString, name: z.string() }));

const countrySchema = z.lazy(() =>
  z.object({
    name: text,
    code: text,
    phonecode: identifier,
  }),
);

const bonusDataSchema = z.lazy(() =>
  z.object({
    bonusType: z.string(),
    /** JSON text of a list of payment method ids, read as the list. */
    methodIds: jsonList(identifier),
    percentage: numeric,
  }),
);

const businessType = z.catch(
  z.pipe(
    z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')]),
    z.transform((value: 1 | 2 | '1' | '2') => (Number(value) === 2 ? 2 : 1)),
  ),
  1,
);

const siteSettingSchema = z.lazy(() =>
  z.object({
    announcement: announcementTexts,
    poster: lenientList(posterSchema),
    sub_domains: lenientList(z.object({ url: z.string() })),
    aws_url: text,
    storage_path: z.catch(z.object({ domain_image: text, site_map: text }), { domain_image: '', site_map: '' }),
    fav_logo: text,
    app_logo: text,
    logo: text,
    site_title: text,
    domain_name: text,
    meta_tags: text,
    g_tags: text,
    meta_pixel_code: text,
    front_css: text,
    site_map: text,
    languagesList: lenientList(languageSchema),
    language_code: z.catch(nonEmptyString, 'en'),
    business_type: businessType,
    country_code: text,
    country_code_list: lenientList(countrySchema),
    social_link: z.catch(z.object({ email: text }), { email: '' }),
  }),
);

export const siteSettingsReply = z.lazy(() =>
  withData(
    z.object({
      siteSetting: siteSettingSchema,
      casino_url: text,
      bonus_data: lenientList(bonusDataSchema),
    }),
  ),
);
export type SiteSettingsData = z.output<typeof siteSettingsReply>['data'];
export type SiteSettings = SiteSettingsData['siteSetting'];
export type Poster = z.output<typeof posterSchema>;
export type Language = z.output<typeof languageSchema>;
export type Country = z.output<typeof countrySchema>;
export type BonusData = z.output<typeof bonusDataSchema>;

// ───────────────────────────── user and session ─────────────────────────────

export const balanceSchema = z.lazy(() =>
  z.object({
    /** balance */
    bl: numeric,
    /** exposure */
    ex: numeric,
    /** bets count */
    bc: z.catch(numeric, 0),
    /** earned bonus */
    eb: z.catch(numeric, 0),
  }),
);
export const walletBalanceReply = z.lazy(() => withData(balanceSchema));
export type Balance = z.output<typeof balanceSchema>;

const tokenSchema = z.object({
  token: nonEmptyString,
  /** When the token expires: ISO 8601. */
  exp: isoDateTime,
});
export const authRefreshReply = z.lazy(() => withData(tokenSchema));

/** The user as user info returns it (no token). */
export const userProfileSchema = z.object({
  userid: identifier,
  balance: z.catch(numeric, 0),
  exposure: z.catch(numeric, 0),
  bets_count: z.catch(numeric, 0),
  earnBonus: z.catch(numeric, 0),
  isDemo: z.catch(flag, false),
  phone: nullableText,
  /** null until the first password change: such a user is sent to change it (spec §2). */
  last_login_at: dateTime,
  /** The active wallet: 'WB' while playing with the welcome bonus. */
  actw: nullableText,
  notificationSubscribed: z.catch(flag, false),
  notificationUnsubscribed: z.catch(flag, false),
  /** Product staff may open the inspector (docs/inspector.md). */
  isStaff: z.catch(flag, false),
});
/** The signed-in user as login, demo login, registration and login with OTP return it. */
export const userSchema = z.extend(userProfileSchema, tokenSchema.shape);
export const signedInReply = z.lazy(() => withData(userSchema));
export type UserProfile = z.output<typeof userProfileSchema>;
export type User = z.output<typeof userSchema>;

const eventManageSchema = z.object({
  event_id: identifier,
  hidden_sections: lenientList(z.string()),
});

export const userInfoReply = z.lazy(() =>
  withData(
    z.object({
      user: userProfileSchema,
      demo: z.catch(flag, false),
      chips: stakeButtons,
      // One-click betting's stake; null (off) when absent or not a number (docs/decisions/186).
      one_click_stake: z.catch(z.nullable(z.number()), null),
      event_manage: lenientList(eventManageSchema),
    }),
  ),
);
export type UserInfo = z.output<typeof userInfoReply>['data'];

/** The replies of the start area, by call name. */
export const startReplies = {
  siteVersion: siteVersionReply,
  siteSettings: siteSettingsReply,
  walletBalance: walletBalanceReply,
  authRefresh: authRefreshReply,
  userInfo: userInfoReply,
  login: signedInReply,
  demoLogin: signedInReply,
  registration: signedInReply,
  loginWithOtp: signedInReply,
} satisfies Partial<Record<CallName, z.ZodMiniType>>;
