// The support page the chatbot panel frames (docs/decisions/092): a FAQ search and a
// message form whose messages land in the operator console (server/operator/support-section.ts).
// Plain HTML forms, no script (the CSP forbids any); framed only by this origin; never cached; no
// Referer leaves it.
//
// A member reaches it with a short-lived random value (`?s=`, 30 minutes, stored as its SHA-256):
// never the session token. A visitor reaches it with the site's domain and leaves a contact.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { guessKey, type GuessLimits } from '../auth/guess-limits.ts';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { findSiteByDomain, type Site } from '../sites.ts';
import { SUPPORT_FAQ } from './faq.ts';
import { faqEntries, helpLanguageOf, ruleTitles, searchHelp, type HelpEntry, type HelpLanguage } from './help-search.ts';

export const SUPPORT_PAGE_PATH = '/support/chat';
export const LINK_LIFETIME_MS = 30 * 60_000;
export const MESSAGE_MAX = 1000;
export const CONTACT_MAX = 100;
const VALUE_BYTES = 24;

const hashOf = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A new member link value for the user; the page learns the user from it until it expires. */
export async function createMemberLink(db: Queryable, userId: number, now = new Date()): Promise<string> {
  const value = randomBytes(VALUE_BYTES).toString('base64url');
  await db.query('DELETE FROM support_links WHERE expires_at < $1', [now]);
  await db.query('INSERT INTO support_links (value_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
    hashOf(value),
    userId,
    new Date(now.getTime() + LINK_LIFETIME_MS),
  ]);
  return value;
}

interface Member {
  userId: number;
  userid: string;
  siteId: number;
}

async function memberOf(db: Queryable, value: unknown, now = new Date()): Promise<Member | undefined> {
  if (typeof value !== 'string' || value.length > 64) return undefined;
  const [row] = await db.query<{ user_id: number; userid: string; site_id: number }>(
    `SELECT l.user_id, u.userid, u.site_id FROM support_links l JOIN users u ON u.id = l.user_id
      WHERE l.value_hash = $1 AND l.expires_at > $2`,
    [hashOf(value), now],
  );
  return row ? { userId: Number(row.user_id), userid: row.userid, siteId: row.site_id } : undefined;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The page's own words, per language (docs/decisions/163). */
type PageWord =
  | 'title' | 'note' | 'placeholder' | 'searchLabel' | 'search' | 'answers' | 'questions' | 'rules'
  | 'noMatch' | 'write' | 'contact' | 'message' | 'send' | 'signedIn';
const PAGE_WORDS: Record<HelpLanguage, Record<PageWord, string>> = {
  en: {
    title: 'Help and support',
    note: 'Answers from our rules and common questions, or write to us.',
    placeholder: 'Ask: what is a lay bet, bet delay, matka rates…',
    searchLabel: 'Search the rules and questions',
    search: 'Search',
    answers: 'Answers',
    questions: 'Common questions',
    rules: 'Rules',
    noMatch: 'No answer matches these words. Try other words, or write to us below.',
    write: 'Write to us',
    contact: 'Your mobile number or email',
    message: 'Message',
    send: 'Send message',
    signedIn: 'Signed in as {user}: we answer in your notifications.',
  },
  hi: {
    title: 'सहायता',
    note: 'हमारे नियमों और आम सवालों से जवाब, या हमें लिखें।',
    placeholder: 'पूछें: ले दांव क्या है, बेट डिले, मटका रेट…',
    searchLabel: 'नियम और सवाल खोजें',
    search: 'खोजें',
    answers: 'जवाब',
    questions: 'आम सवाल',
    rules: 'नियम',
    noMatch: 'इन शब्दों से कोई जवाब नहीं मिला। दूसरे शब्द आज़माएँ, या नीचे हमें लिखें।',
    write: 'हमें लिखें',
    contact: 'आपका मोबाइल नंबर या ईमेल',
    message: 'संदेश',
    send: 'संदेश भेजें',
    signedIn: '{user} के रूप में साइन इन: हम आपकी सूचनाओं में जवाब देंगे।',
  },
};

/** The answers to a search, best first (./help-search.ts: rules and FAQ, ranked). */
export function searchFaq(search: string, language: HelpLanguage = 'en'): HelpEntry[] {
  return searchHelp(search, language, 5);
}

/** What the page says the site is: its title, never its address ("localhost" is no name for a site). */
function siteName(site: Site): string {
  const title = site.settings.site_title;
  return typeof title === 'string' && title.trim() !== '' ? title : '';
}

interface PageState {
  site: Site;
  member?: Member;
  /** The query that keeps the reader who they are (s=… or domain=…). */
  who: Record<string, string>;
  search: string;
  notice?: string;
  language?: HelpLanguage;
}

function supportPage({ site, member, who, search, notice, language = 'en' }: PageState): string {
  const words = PAGE_WORDS[language];
  const hidden = Object.entries({ ...who, ...(language === 'en' ? {} : { lang: language }) })
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  const entry = (item: HelpEntry, open: boolean) =>
    `<details${open ? ' open' : ''}><summary>${escapeHtml(item.title)}</summary><p>${escapeHtml(item.body)}</p></details>`;
  const found = search.trim() ? searchFaq(search, language) : [];
  const answers = search.trim()
    ? `<h2>${words.answers}</h2>\n${found.length ? found.map((item, index) => entry(item, index === 0)).join('\n') : `<p class="empty">${words.noMatch}</p>`}`
    : `<h2>${words.questions}</h2>\n${commonQuestions(language).map((item) => entry(item, false)).join('\n')}\n<h2>${words.rules}</h2>\n${ruleTitles(language)
        .map((item) => entry(item, false))
        .join('\n')}`;
  const contact = member
    ? `<p class="who">${escapeHtml(words.signedIn).replace('{user}', `<strong>${escapeHtml(member.userid)}</strong>`)}</p>`
    : `<label for="contact">${words.contact}</label><input id="contact" name="contact" maxlength="${CONTACT_MAX}" required autocomplete="tel">`;
  const name = siteName(site);
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${words.title}</title>
<style>
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: #f4f6fa; color: #1b2430; }
  main { max-width: 560px; margin: 0 auto; padding: 16px; }
  h1 { font-size: 19px; margin: 0 0 4px; } h2 { font-size: 16px; margin: 20px 0 8px; }
  .note, .who, .empty { color: #4a5462; font-size: 14px; margin: 0 0 12px; }
  form.search { display: flex; gap: 8px; }
  input, textarea { box-sizing: border-box; width: 100%; font: inherit; padding: 10px; border: 1px solid #9aa4b2; border-radius: 8px; background: #fff; }
  textarea { min-height: 96px; resize: vertical; }
  label { display: block; font-weight: 600; margin: 10px 0 4px; }
  button { min-height: 44px; padding: 0 18px; border: 0; border-radius: 8px; background: #0b57d0; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  form.message button { width: 100%; margin-top: 12px; }
  details { background: #fff; border-radius: 8px; padding: 10px 12px; margin-bottom: 8px; box-shadow: 0 1px 3px #0001; }
  summary { cursor: pointer; font-weight: 600; } details p { margin: 8px 0 0; }
  .notice { background: #e6f4ea; color: #0f5132; border-radius: 8px; padding: 10px 12px; }
</style></head>
<body><main>
<h1>${words.title}</h1><p class="note">${name ? `${escapeHtml(name)} · ` : ''}${words.note}</p>
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
<form class="search" method="get" action="${SUPPORT_PAGE_PATH}" role="search">${hidden}
<input name="q" value="${escapeHtml(search)}" maxlength="100" placeholder="${words.placeholder}" aria-label="${words.searchLabel}"><button type="submit">${words.search}</button></form>
${answers}
<h2>${words.write}</h2>
<form class="message" method="post" action="${SUPPORT_PAGE_PATH}">${hidden}
${contact}
<label for="body">${words.message}</label><textarea id="body" name="body" maxlength="${MESSAGE_MAX}" required></textarea>
<button type="submit">${words.send}</button></form>
</main></body></html>`;
}

/** The page's list before a search: the support FAQ in English, the FAQ's questions otherwise. */
function commonQuestions(language: HelpLanguage): HelpEntry[] {
  if (language === 'en') return SUPPORT_FAQ.map((item, index) => ({ id: `support.${index}`, title: item.question, body: item.answer, language }));
  return faqEntries(language);
}

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

type Fields = Record<string, unknown>;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export async function registerSupportPage(app: FastifyInstance, { db, guesses }: { db: Database; guesses: GuessLimits }): Promise<void> {
  await app.register(async (scope) => registerSupportRoutes(scope, db, guesses));
}

function registerSupportRoutes(app: FastifyInstance, db: Database, guesses: GuessLimits): void {
  // The message form posts urlencoded fields; only this page accepts them, and only a few KB.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // Messages one address may leave per window (GUESS_RULES.supportMessagePerAddress).
  const allowMessage = (address: string): Promise<boolean> =>
    guesses.spend([guessKey('supportMessagePerAddress', address)]).then(
      () => true,
      (error: unknown) => {
        if (error instanceof HttpError && error.status === 429) return false;
        throw error;
      },
    );

  /** Who reads the page: a member by a live value, else a visitor of a known site; undefined: refuse. */
  async function readerOf(fields: Fields): Promise<Omit<PageState, 'search'> | undefined> {
    const member = await memberOf(db, fields.s);
    if (member) {
      const site = await db.query<{ domain: string }>('SELECT domain FROM sites WHERE id = $1', [member.siteId]);
      const found = site[0] && (await findSiteByDomain(db, site[0].domain));
      return found ? { site: found, member, who: { s: text(fields.s) } } : undefined;
    }
    if (fields.s !== undefined) return undefined;
    const domain = text(fields.domain);
    const site = domain && /^[A-Za-z0-9.-]{1,253}$/.test(domain) ? await findSiteByDomain(db, domain) : undefined;
    return site ? { site, who: { domain: site.domain } } : undefined;
  }

  const expired = (reply: FastifyReply) =>
    reply.code(403).headers(PAGE_HEADERS).send('<!doctype html><title>Expired</title><p>This support link has expired. Close the panel and open it again.</p>');

  app.get(SUPPORT_PAGE_PATH, async (request, reply) => {
    const query = request.query as Fields;
    const reader = await readerOf(query);
    if (!reader) return expired(reply);
    const notice = query.sent === '1' ? 'Thank you: your message reached our support team.' : undefined;
    const language = helpLanguageOf(query.lang);
    const sent = language === 'hi' ? 'धन्यवाद: आपका संदेश हमारी सहायता टीम तक पहुँच गया।' : notice;
    return reply.headers(PAGE_HEADERS).send(supportPage({ ...reader, search: text(query.q).slice(0, 100), notice: notice && sent, language }));
  });

  app.post(SUPPORT_PAGE_PATH, async (request, reply) => {
    const fields = (request.body ?? {}) as Fields;
    const reader = await readerOf(fields);
    if (!reader) return expired(reply);
    const body = text(fields.body).trim();
    const contact = text(fields.contact).trim();
    const problem =
      !body || body.length > MESSAGE_MAX
        ? `Write a message of at most ${MESSAGE_MAX} characters.`
        : !reader.member && (!contact || contact.length > CONTACT_MAX)
          ? 'Leave a mobile number or email so we can answer.'
          : !(await allowMessage(request.ip))
            ? 'You have sent several messages: please wait a few minutes.'
            : undefined;
    const language = helpLanguageOf(fields.lang);
    if (problem) return reply.code(400).headers(PAGE_HEADERS).send(supportPage({ ...reader, search: '', notice: problem, language }));
    await db.query('INSERT INTO support_messages (site_id, user_id, contact, body) VALUES ($1, $2, $3, $4)', [
      reader.site.id,
      reader.member?.userId ?? null,
      reader.member ? null : contact,
      body,
    ]);
    const back = new URLSearchParams({ ...reader.who, ...(language === 'en' ? {} : { lang: language }), sent: '1' });
    return reply.code(303).header('location', `${SUPPORT_PAGE_PATH}?${back}`).send();
  });
}
