// The operator's list of sites, with their maintenance window (spec §3 "Site version": maintenance
// {from_date, to_date}). Starting or ending maintenance changes what the site version call answers;
// open pages learn it at their next version re-check and enter or leave Maintenance at the window's
// exact times (docs/decisions/022-maintenance-live.md).
//
//   npm run operator -- start-maintenance localhost                      now, for 30 minutes
//   npm run operator -- start-maintenance localhost --delay 5 --minutes 60
//   npm run operator -- start-maintenance localhost --from 2030-01-01T10:00:00Z --to 2030-01-01T11:00:00Z
//   npm run operator -- end-maintenance localhost
//
// The ticker per language (docs/decisions/222): the texts for a language replace that language's;
// no language means the texts shown where a language has none of its own; no texts removes them.
//
//   npm run operator -- set-ticker localhost --lang hi --texts "पहला संदेश | दूसरा संदेश"
//   npm run operator -- set-ticker localhost --texts "Welcome | IPL is live"
import type { HandlerContext } from '../contract/handlers.ts';
import { HttpError } from '../http-error.ts';
import { findSiteByDomain, type MaintenanceWindow, type Site } from '../sites.ts';
import type { OperatorAction, OperatorFieldValues, OperatorSection } from './operator-section.ts';
import { istTime } from './ist-time.ts';

/** How long maintenance lasts when the operator names no end. */
export const DEFAULT_MAINTENANCE_MINUTES = 30;

const MINUTE_MS = 60_000;

export const MAINTENANCE_PROBLEMS = {
  startTwice: 'Give either from or delay, not both.',
  endTwice: 'Give either to or minutes, not both.',
  notADate: (name: string) => `${name} is not a date and time, e.g. 2030-01-01T10:00:00Z.`,
  notMinutes: (name: string) => `${name} is not a number of minutes.`,
  endsBeforeStart: 'The window must end after it starts.',
  alreadyOver: 'The window has already ended.',
} as const;

/**
 * The window the operator asked for at `now`: it starts at `from`, or `delay` minutes from now
 * (default now), and ends at `to`, or `minutes` after its start (default DEFAULT_MAINTENANCE_MINUTES).
 * Refuses (HttpError 400) a window that is unreadable, backwards or already over.
 */
export function requestedMaintenanceWindow(values: OperatorFieldValues, now: Date): MaintenanceWindow {
  if (values.from !== undefined && values.delay !== undefined) throw new HttpError(400, MAINTENANCE_PROBLEMS.startTwice);
  if (values.to !== undefined && values.minutes !== undefined) throw new HttpError(400, MAINTENANCE_PROBLEMS.endTwice);
  const from =
    values.from !== undefined ? dateTimeOf('from', values.from) : new Date(now.getTime() + minutesOf('delay', values.delay ?? '0') * MINUTE_MS);
  const to =
    values.to !== undefined
      ? dateTimeOf('to', values.to)
      : new Date(from.getTime() + minutesOf('minutes', values.minutes ?? String(DEFAULT_MAINTENANCE_MINUTES)) * MINUTE_MS);
  if (to <= from) throw new HttpError(400, MAINTENANCE_PROBLEMS.endsBeforeStart);
  if (to <= now) throw new HttpError(400, MAINTENANCE_PROBLEMS.alreadyOver);
  return { from, to };
}

function dateTimeOf(name: string, text: string): Date {
  // Only full ISO 8601 date-times: a bare date or a local time would be read in the server's zone.
  const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
  const time = isoDateTime.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(time)) throw new HttpError(400, MAINTENANCE_PROBLEMS.notADate(name));
  return new Date(time);
}

function minutesOf(name: string, text: string): number {
  const minutes = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isNaN(minutes)) throw new HttpError(400, MAINTENANCE_PROBLEMS.notMinutes(name));
  return minutes;
}

const startMaintenanceAction: OperatorAction = {
  name: 'start-maintenance',
  label: 'Start maintenance',
  dangerous: true,
  fields: [
    { name: 'from', label: 'From', placeholder: 'ISO date-time, default now' },
    { name: 'delay', label: 'Delay in minutes', placeholder: 'delay, minutes' },
    { name: 'to', label: 'To', placeholder: 'ISO date-time' },
    { name: 'minutes', label: 'Minutes', placeholder: `minutes, default ${DEFAULT_MAINTENANCE_MINUTES}` },
  ],
  async run(ctx, target, values) {
    const site = await targetSite(ctx, target.id);
    const window = requestedMaintenanceWindow(values, new Date());
    await ctx.db.query('UPDATE sites SET maintenance_from = $2, maintenance_to = $3 WHERE id = $1', [site.id, window.from, window.to]);
    return `Maintenance of ${site.domain} from ${timeText(window.from)} to ${timeText(window.to)}.`;
  },
};

const endMaintenanceAction: OperatorAction = {
  name: 'end-maintenance',
  label: 'End maintenance',
  async run(ctx, target) {
    const site = await targetSite(ctx, target.id);
    if (!site.maintenance) return `${site.domain} has no maintenance window.`;
    await ctx.db.query('UPDATE sites SET maintenance_from = NULL, maintenance_to = NULL WHERE id = $1', [site.id]);
    return `Maintenance of ${site.domain} ended.`;
  },
};

/** How many ticker texts a language may have, and how long each may be. */
export const TICKER_LIMITS = { texts: 10, length: 300 } as const;

export const TICKER_PROBLEMS = {
  unknownLanguage: (lang: string, codes: readonly string[]) => `The site has no language ${lang}. Its languages: ${codes.join(', ')}.`,
  tooMany: `At most ${TICKER_LIMITS.texts} texts a language.`,
  tooLong: `A text may have at most ${TICKER_LIMITS.length} characters.`,
} as const;

export interface TickerText {
  text: string;
  lang?: string;
}

/**
 * The site's announcement (JSON text, spec §3) after the operator gave `texts` (separated by '|' or
 * new lines) for `lang` (empty: every language): that language's texts are replaced, the others kept.
 */
export function tickerWith(announcement: unknown, languages: readonly string[], lang: string, texts: string): string {
  const code = lang.trim();
  if (code !== '' && !languages.includes(code)) throw new HttpError(400, TICKER_PROBLEMS.unknownLanguage(code, languages));
  const given = texts
    .split(/[|\n]/)
    .map((text) => text.trim())
    .filter(Boolean);
  if (given.length > TICKER_LIMITS.texts) throw new HttpError(400, TICKER_PROBLEMS.tooMany);
  if (given.some((text) => text.length > TICKER_LIMITS.length)) throw new HttpError(400, TICKER_PROBLEMS.tooLong);
  const kept = currentTicker(announcement).filter((item) => (item.lang ?? '') !== code);
  return JSON.stringify([...kept, ...given.map((text) => (code === '' ? { text } : { text, lang: code }))]);
}

function currentTicker(announcement: unknown): TickerText[] {
  let parsed: unknown = [];
  try {
    parsed = typeof announcement === 'string' ? JSON.parse(announcement) : [];
  } catch {
    parsed = [];
  }
  return (Array.isArray(parsed) ? parsed : []).flatMap((item: unknown) => {
    const { text, lang } = (typeof item === 'object' && item !== null ? item : {}) as { text?: unknown; lang?: unknown };
    if (typeof text !== 'string') return [];
    return [typeof lang === 'string' && lang !== '' ? { text, lang } : { text }];
  });
}

const setTickerAction: OperatorAction = {
  name: 'set-ticker',
  label: 'Set ticker',
  fields: [
    { name: 'lang', label: 'Language', placeholder: 'code, e.g. hi; empty: every language' },
    { name: 'texts', label: 'Texts', placeholder: 'texts separated by |' },
  ],
  async run(ctx, target, values) {
    const site = await targetSite(ctx, target.id);
    const languages = (Array.isArray(site.settings.languagesList) ? site.settings.languagesList : []).flatMap((language: unknown) => {
      const code = (language as { code?: unknown } | null)?.code;
      return typeof code === 'string' ? [code] : [];
    });
    const announcement = tickerWith(site.settings.announcement, languages, values.lang ?? '', values.texts ?? '');
    await ctx.db.query(`UPDATE sites SET settings = jsonb_set(settings, '{announcement}', to_jsonb($2::text)) WHERE id = $1`, [site.id, announcement]);
    const count = currentTicker(announcement).filter((item) => (item.lang ?? '') === (values.lang ?? '').trim()).length;
    return `Ticker of ${site.domain}${values.lang ? ` in ${values.lang.trim()}` : ''}: ${count} texts.`;
  },
};

type MaintenanceStatus = 'Under maintenance' | 'Maintenance ahead' | 'Open';

function maintenanceStatus(window: MaintenanceWindow | null, now: Date): MaintenanceStatus {
  if (!window || window.to <= now) return 'Open';
  return window.from <= now ? 'Under maintenance' : 'Maintenance ahead';
}

export const sitesSection: OperatorSection = {
  name: 'sites',
  title: 'Sites',
  targetName: 'domain',
  headings: ['Site', 'Business type', 'Version', 'Maintenance from', 'Maintenance to', 'Status'],
  actions: [startMaintenanceAction, endMaintenanceAction, setTickerAction],
  async list(ctx, { domain }) {
    const rows = await ctx.db.query<{
      domain: string;
      business_type: number;
      version: string;
      maintenance_from: Date | null;
      maintenance_to: Date | null;
    }>(
      `SELECT domain, business_type, version, maintenance_from, maintenance_to FROM sites
        WHERE ($1::text IS NULL OR domain = $1) ORDER BY id`,
      [domain?.toLowerCase() ?? null],
    );
    const now = new Date();
    return rows.map((row) => {
      const window = row.maintenance_from && row.maintenance_to ? { from: row.maintenance_from, to: row.maintenance_to } : null;
      const status = maintenanceStatus(window, now);
      return {
        target: { id: row.domain },
        cells: [
          row.domain,
          String(row.business_type),
          row.version,
          window ? timeText(window.from) : '',
          window ? timeText(window.to) : '',
          status,
        ],
        // A window that is over is simply replaced by the next one.
        actions: [
          startMaintenanceAction.name,
          ...(status === 'Open' ? [] : [endMaintenanceAction.name]),
          setTickerAction.name,
        ],
      };
    });
  },
};

async function targetSite(ctx: HandlerContext, domain: string): Promise<Site> {
  const site = await findSiteByDomain(ctx.db, domain);
  if (!site) throw new HttpError(404, `No site ${domain}`);
  return site;
}

/** Seconds matter: a window may start in a minute. */
const timeText = (time: Date): string => istTime(time, { seconds: true });
