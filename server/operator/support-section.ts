// The operator's support desk (docs/decisions/091-092): messages left on the support page (the
// chatbot's frame), and notifications the operator writes — to one user (also from the users list)
// or to everyone on a site. A notification is plain text with an optional in-app route, shown live
// in the user's bell.
//
//   npm run operator -- support
//   npm run operator -- notify rahul01 --domain localhost --title "Hello" --body "Your KYC is done." --link /wallet-withdraw
//   npm run operator -- notify-site localhost --title "Maintenance tonight" --body "From 2 to 3 am."
import { findUser } from '../auth/users.ts';
import type { HandlerContext } from '../contract/handlers.ts';
import { HttpError } from '../http-error.ts';
import { createNotification, notifySiteUsers, type OperatorMessage } from '../notifications/notifications.ts';
import { findSiteByDomain, type Site } from '../sites.ts';
import type { OperatorAction, OperatorActionField, OperatorFieldValues, OperatorSection, OperatorTarget } from './operator-section.ts';
import { istTime } from './ist-time.ts';

export const TITLE_MAX = 80;
export const BODY_MAX = 500;
const LISTED_MESSAGES = 100;

export const MESSAGE_PROBLEMS = {
  noTitle: 'Give a title.',
  noBody: 'Give a message.',
  tooLong: `The title is at most ${TITLE_MAX} characters and the message at most ${BODY_MAX}.`,
  badLink: 'The link must be an in-app route starting with one /, e.g. /wallet-deposit.',
} as const;

const MESSAGE_FIELDS: OperatorActionField[] = [
  { name: 'title', label: 'Title', placeholder: 'e.g. Deposit bonus today' },
  { name: 'body', label: 'Message', placeholder: 'Plain text' },
  { name: 'link', label: 'Opens', placeholder: '/wallet-deposit (optional)' },
];

/** The operator's title, body and link, checked: plain text within bounds, the link an in-app route. */
export function operatorMessage(values: OperatorFieldValues): OperatorMessage {
  const title = values.title?.trim() ?? '';
  const body = values.body?.trim() ?? '';
  if (!title) throw new HttpError(400, MESSAGE_PROBLEMS.noTitle);
  if (!body) throw new HttpError(400, MESSAGE_PROBLEMS.noBody);
  if (title.length > TITLE_MAX || body.length > BODY_MAX) throw new HttpError(400, MESSAGE_PROBLEMS.tooLong);
  const link = values.link?.trim() || null;
  // The client follows only in-app routes (docs/decisions/063): no scheme, no protocol-relative //.
  if (link !== null && !/^\/(?!\/)[A-Za-z0-9\-._~/?=&%]*$/.test(link)) throw new HttpError(400, MESSAGE_PROBLEMS.badLink);
  return { title, body, redirectUrl: link };
}

async function siteOf(ctx: HandlerContext, domain: string | undefined): Promise<Site> {
  if (!domain) throw new HttpError(400, 'Name the site: --domain <domain>');
  const site = await findSiteByDomain(ctx.db, domain);
  if (!site) throw new HttpError(404, `No site ${domain}`);
  return site;
}

export const notifyAction: OperatorAction = {
  name: 'notify',
  label: 'Send notification',
  fields: MESSAGE_FIELDS,
  async run(ctx, target: OperatorTarget, values) {
    const message = operatorMessage(values);
    const site = await siteOf(ctx, target.domain);
    const user = await findUser(ctx.db, { siteId: site.id, userid: target.id });
    if (!user) throw new HttpError(404, `No user ${target.id} on ${site.domain}`);
    await createNotification(ctx.db, ctx.io, { userId: Number(user.id), ...message, reference: null });
    return `Sent “${message.title}” to ${user.userid} on ${site.domain}.`;
  },
};

const notifySiteAction: OperatorAction = {
  name: 'notify-site',
  label: 'Send to everyone',
  fields: MESSAGE_FIELDS,
  async run(ctx, target, values) {
    const message = operatorMessage(values);
    const site = await siteOf(ctx, target.id);
    const count = await notifySiteUsers(ctx.db, ctx.io, site.id, message);
    return `Sent “${message.title}” to ${count} users on ${site.domain}.`;
  },
};

export const supportSection: OperatorSection = {
  name: 'support',
  title: 'Support and notifications',
  targetName: 'userid or domain',
  headings: ['Site', 'From', 'Contact', 'Message', 'Received'],
  actions: [notifyAction, notifySiteAction],
  async list(ctx, { domain }) {
    const sites = await ctx.db.query<{ domain: string }>('SELECT domain FROM sites WHERE $1::text IS NULL OR domain = $1 ORDER BY id', [domain ?? null]);
    const messages = await ctx.db.query<{ domain: string; userid: string | null; contact: string | null; body: string; created_at: Date }>(
      `SELECT s.domain, u.userid, m.contact, m.body, m.created_at
         FROM support_messages m JOIN sites s ON s.id = m.site_id LEFT JOIN users u ON u.id = m.user_id
        WHERE $1::text IS NULL OR s.domain = $1 ORDER BY m.id DESC LIMIT $2`,
      [domain ?? null, LISTED_MESSAGES],
    );
    return [
      ...sites.map((site) => ({
        target: { id: site.domain },
        cells: [site.domain, 'Everyone on the site', '', '', ''],
        actions: [notifySiteAction.name],
      })),
      ...messages.map((message) => ({
        // A member's message is answered by a notification to them; a visitor's by the contact they left.
        target: { id: message.userid ?? '', domain: message.domain },
        cells: [
          message.domain,
          message.userid ?? 'Visitor',
          message.contact ?? '',
          message.body,
          istTime(message.created_at),
        ],
        actions: message.userid ? [notifyAction.name] : [],
      })),
    ];
  },
};
