// The two demo sites of design §5, told apart by domain. Idempotent: a site that exists is left
// as it is, so an operator's edits survive a restart.
//
// Production seeds the sites' configuration and the catalogues (payment methods, banks, deposit
// accounts, events, matka markets, fantasy matches) only: no user, no balance, no known password
//. The README's users (rahul01, priya02…) and priya02's withdraw password and accounts
// are development fixtures.
import type { AppMode } from '../app-mode.ts';
import type { Database } from './database.ts';
import { seedWithdrawAccounts } from './seeds/accounts.ts';
import { syncEngineMatches } from '../fantasy/engine-matches.ts';
import { seedMatka } from './seeds/matka.ts';
import { seedSports } from './seeds/sports.ts';
import { seedUsers } from './seeds/users.ts';
import { seedWallet } from './seeds/wallet.ts';

interface Brand {
  domain: string;
  businessType: 1 | 2;
  title: string;
  tagline: string;
  supportEmail: string;
  announcements: string[];
  /** The same content in Hindi (docs/decisions/222): the Hindi site shows these instead. */
  hindi: { tagline: string; announcements: string[] };
}

const BRANDS: Brand[] = [
  {
    domain: 'localhost',
    businessType: 1,
    title: 'Khiladi Exchange',
    tagline: 'Cricket, football and tennis exchange, casino and matka.',
    supportEmail: 'support@khiladi.example',
    announcements: [
      'Welcome to Khiladi Exchange! Deposits are credited within 45 minutes.',
      'Get a 5% bonus on every UPI and bank deposit.',
    ],
    hindi: {
      tagline: 'क्रिकेट, फ़ुटबॉल और टेनिस एक्सचेंज, कैसीनो और मटका।',
      announcements: ['खिलाड़ी एक्सचेंज में आपका स्वागत है! डिपॉज़िट 45 मिनट के अंदर जमा होते हैं।', 'हर UPI और बैंक डिपॉज़िट पर 5% बोनस पाएँ।'],
    },
  },
  {
    domain: '127.0.0.1',
    businessType: 2,
    title: 'Sixer Bet',
    tagline: 'Live cricket odds, fancy markets and instant withdrawals.',
    supportEmail: 'help@sixerbet.example',
    announcements: ['Sixer Bet: maximum withdraw time is 45 minutes.', 'New: worli matka is live every evening.'],
    hindi: {
      tagline: 'लाइव क्रिकेट भाव, फ़ैंसी मार्केट और तुरंत निकासी।',
      announcements: ['सिक्सर बेट: निकासी में अधिकतम 45 मिनट लगते हैं।', 'नया: वर्ली मटका हर शाम लाइव है।'],
    },
  },
];

// Dialling codes without '+'; India first, as the sites are Indian-market.
const COUNTRIES = [
  { name: 'India', code: 'IN', phonecode: '91' },
  { name: 'Nepal', code: 'NP', phonecode: '977' },
  { name: 'United Arab Emirates', code: 'AE', phonecode: '971' },
  { name: 'Bangladesh', code: 'BD', phonecode: '880' },
  { name: 'Sri Lanka', code: 'LK', phonecode: '94' },
];

const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'हिन्दी' },
];

// A 5% payment bonus on deposits through payment methods 1 and 3 (ids of the wallet's seeds).
const PAYMENT_BONUS = [{ bonusType: 'payment bonus', methodIds: '[1,3]', percentage: 5 }];

const INITIAL_VERSION = '1.0.0';
const CASINO_LOBBY = '/games';
const OFFER_POSTER_TYPE = 12;
const BANNER_POSTER_TYPE = 1;

/** Spec §3 site setting; business_type and domain_name are added from the site's columns. */
export function siteSettingsFor(brand: Brand): Record<string, unknown> {
  const images = `/brand/${brand.domain}/`;
  return {
    // Items with a `lang` are shown on the site in that language instead of those without (docs/decisions/222).
    announcement: JSON.stringify([
      ...brand.announcements.map((text) => ({ text })),
      ...brand.hindi.announcements.map((text) => ({ text, lang: 'hi' })),
    ]),
    poster: [
      { id: 1, poster_type: BANNER_POSTER_TYPE, image: `${images}banner.svg`, url: null, title: brand.tagline },
      { id: 2, poster_type: OFFER_POSTER_TYPE, image: `${images}offer.svg`, url: '/wallet-deposit', title: '5% bonus on your deposit' },
      { id: 3, poster_type: BANNER_POSTER_TYPE, image: `${images}banner.hi.svg`, url: null, title: brand.hindi.tagline, lang: 'hi' },
      { id: 4, poster_type: OFFER_POSTER_TYPE, image: `${images}offer.hi.svg`, url: '/wallet-deposit', title: 'आपके डिपॉज़िट पर 5% बोनस', lang: 'hi' },
    ],
    sub_domains: [],
    // Images are served by this server: an empty storage base URL means same origin. The site's
    // storage folder holds its casino games file (docs/decisions/024).
    aws_url: '',
    storage_path: { domain_image: `/storage/${brand.domain}/`, site_map: '' },
    fav_logo: `${images}favicon.svg`,
    app_logo: `${images}app-logo.svg`,
    logo: `${images}logo.svg`,
    site_title: brand.title,
    meta_tags: brand.tagline,
    g_tags: '',
    meta_pixel_code: '',
    front_css: '',
    site_map: '',
    languagesList: LANGUAGES,
    language_code: 'en',
    country_code: 'IN',
    country_code_list: COUNTRIES,
    social_link: { email: brand.supportEmail },
  };
}

export async function seed(db: Database, mode: AppMode = 'development'): Promise<string[]> {
  const created: string[] = [];
  for (const brand of BRANDS) {
    const rows = await db.query<{ domain: string }>(
      `INSERT INTO sites (domain, business_type, settings, casino_url, bonus_data, version)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (domain) DO NOTHING RETURNING domain`,
      [brand.domain, brand.businessType, JSON.stringify(siteSettingsFor(brand)), CASINO_LOBBY, JSON.stringify(PAYMENT_BONUS), INITIAL_VERSION],
    );
    created.push(...rows.map((row) => row.domain));
  }
  await seedWallet(db);
  if (mode === 'development') {
    await seedUsers(db);
    await seedWithdrawAccounts(db);
  }
  await seedMatka(db);
  await seedSports(db);
  // Fantasy's matches are the engine's cricket matches (docs/decisions/216).
  await syncEngineMatches(db, new Date());
  return created;
}
