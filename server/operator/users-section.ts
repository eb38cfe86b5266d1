// The operator's list of users, with Ban and Unban. A ban ends every session of the user (their
// token answers 401 from the next request, e.g. the 2 s balance poll) and tells the user's open
// pages at once through the socket's `banned` channel.
import { revokeUserSessions } from '../auth/sessions.ts';
import { findUser, type UserRow } from '../auth/users.ts';
import type { HandlerContext } from '../contract/handlers.ts';
import { HttpError } from '../http-error.ts';
import { paiseToRupees } from '../money.ts';
import { disconnectUserSockets, emitToUser } from '../realtime.ts';
import { findSiteByDomain } from '../sites.ts';
import type { OperatorAction, OperatorSection, OperatorTarget } from './operator-section.ts';
import { notifyAction } from './support-section.ts';
import { istTime } from './ist-time.ts';

// The newest users only: the page is a console, not a report.
const LISTED_USERS = 200;

const banAction: OperatorAction = {
  name: 'ban',
  label: 'Ban',
  dangerous: true,
  async run(ctx, target) {
    const user = await targetUser(ctx, target);
    if (user.banned_at !== null) return `${user.userid} on ${target.domain} is already banned.`;
    await ctx.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET banned_at = $2 WHERE id = $1', [user.id, new Date()]);
      await revokeUserSessions(tx, user.id);
    });
    emitToUser(ctx.io, 'banned', user.id, 'banned', { reason: 'Banned by the operator' });
    // Told, then cut off: the banned user's sockets are closed by the server.
    await disconnectUserSockets(ctx.io, user.id);
    return `Banned ${user.userid} on ${target.domain}.`;
  },
};

const unbanAction: OperatorAction = {
  name: 'unban',
  label: 'Unban',
  async run(ctx, target) {
    const user = await targetUser(ctx, target);
    if (user.banned_at === null) return `${user.userid} on ${target.domain} is not banned.`;
    // Sessions ended by the ban stay ended: the user signs in again.
    await ctx.db.query('UPDATE users SET banned_at = NULL WHERE id = $1', [user.id]);
    return `Unbanned ${user.userid} on ${target.domain}.`;
  },
};

/** Product staff may open the inspector in the product (docs/decisions/099); the flag shows from their next user-info load. */
const staffAction = (name: 'make-staff' | 'remove-staff', isStaff: boolean): OperatorAction => ({
  name,
  label: isStaff ? 'Make staff' : 'Remove staff',
  async run(ctx, target) {
    const user = await targetUser(ctx, target);
    await ctx.db.query('UPDATE users SET is_staff = $2 WHERE id = $1', [user.id, isStaff]);
    return `${user.userid} on ${target.domain} is ${isStaff ? 'now' : 'no longer'} staff.`;
  },
});
const makeStaffAction = staffAction('make-staff', true);
const removeStaffAction = staffAction('remove-staff', false);

export const usersSection: OperatorSection = {
  name: 'users',
  title: 'Users',
  targetName: 'userid',
  headings: ['Site', 'User ID', 'Mobile', 'Balance (₹)', 'Bonus (₹)', 'Last login', 'Status'],
  actions: [banAction, unbanAction, notifyAction, makeStaffAction, removeStaffAction],
  async list(ctx, { domain }) {
    const rows = await ctx.db.query<UserRow & { domain: string; balance_paise: number | null; bonus_paise: number | null }>(
      `SELECT u.*, s.domain, w.balance_paise, w.bonus_paise
         FROM users u JOIN sites s ON s.id = u.site_id LEFT JOIN wallets w ON w.user_id = u.id
        WHERE NOT u.is_demo AND ($1::text IS NULL OR s.domain = $1)
        ORDER BY u.created_at DESC, u.id DESC LIMIT $2`,
      [domain ?? null, LISTED_USERS],
    );
    return rows.map((row) => ({
      target: { id: row.userid, domain: row.domain },
      cells: [
        row.domain,
        row.userid,
        row.mobile ?? '',
        paiseToRupees(row.balance_paise ?? 0).toFixed(2),
        paiseToRupees(row.bonus_paise ?? 0).toFixed(2),
        row.last_login_at ? istTime(row.last_login_at) : 'never',
        row.banned_at ? 'Banned' : 'Active',
      ],
      actions: [row.banned_at ? unbanAction.name : banAction.name, notifyAction.name, row.is_staff ? removeStaffAction.name : makeStaffAction.name],
    }));
  },
};

async function targetUser(ctx: HandlerContext, { id, domain }: OperatorTarget): Promise<UserRow> {
  if (!domain) throw new HttpError(400, 'Name the user’s site: --domain <domain>');
  const site = await findSiteByDomain(ctx.db, domain);
  if (!site) throw new HttpError(404, `No site ${domain}`);
  const user = await findUser(ctx.db, { siteId: site.id, userid: id });
  if (!user) throw new HttpError(404, `No user ${id} on ${domain}`);
  return user;
}
