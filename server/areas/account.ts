// The signed-in user's own data: user info, balance, favourites, stake buttons and the
// notification choices.
import { messageReply, refusal, successReply } from '../auth/replies.ts';
import { userProfile } from '../auth/users.ts';
import { requireUser, type Handlers } from '../contract/handlers.ts';
import type { Queryable } from '../db/database.ts';
import { findCurrentWallet } from '../ledger/ledger.ts';
import { balanceView, type WalletFigures } from '../ledger/wallet-figures.ts';
import { stakeButtonsOf } from './wallet-config.ts';
import { listEvents } from '../sports/catalogue.ts';
import { assertPublicPushEndpoint } from '../push/endpoint-guard.ts';

/** Starred events a user may keep (decision 083). */
/** A user with no wallet row yet reads as zeros. */
const NO_WALLET: WalletFigures = { balancePaise: 0, exposurePaise: 0, bonusPaise: 0, betsCount: 0 };

export const MAX_FAVOURITES = 200;
export const TOO_MANY_FAVOURITES = `You can star at most ${MAX_FAVOURITES} events. Remove one to add another.`;
export const UNKNOWN_EVENT = 'Event not found.';

export const STAKES_SAVED = 'Saved Successfully';
export const NOTIFICATIONS_SUBSCRIBED = 'Notifications enabled.';
export const NOTIFICATIONS_DECLINED = 'Notifications turned off.';
/** The server connects to the endpoint, so only https on a public host is accepted. */
export const PUSH_ENDPOINT_REFUSED = 'The push endpoint must be an https address of a public push service.';

async function oneClickStakeOf(db: Queryable, userId: number): Promise<number | null> {
  const [row] = await db.query<{ one_click_stake: number | null }>('SELECT one_click_stake FROM users WHERE id = $1', [userId]);
  return row?.one_click_stake ?? null;
}

export const accountHandlers: Handlers = {
  userInfo: async (request, { db }) => {
    const user = requireUser(request);
    return successReply({
      user: await userProfile(db, user.id),
      demo: user.isDemo,
      // The same stake buttons as the profile and the deposit screen (wallet config's stake_button).
      chips: await stakeButtonsOf(db, user),
      one_click_stake: await oneClickStakeOf(db, user.id),
      // Per-event hidden sections are an operator's setting; no operator tool sets them yet.
      event_manage: [],
    });
  },

  walletBalance: async (request, { db }) => {
    const { id } = requireUser(request);
    // The 2 s poll of every signed-in page: from the hot cache (docs/decisions/102).
    const wallet = await findCurrentWallet(db, id);
    return successReply(balanceView(wallet ?? NO_WALLET));
  },

  makeEventFavourite: async (request, { db }) => {
    const { id } = requireUser(request);
    const { event_id, favourite } = request.body;
    if (favourite) {
      // Only an event that exists, and at most MAX_FAVOURITES per user: a client cannot fill the table.
      const [known] = await db.query('SELECT 1 FROM events WHERE id = $1', [event_id]);
      if (!known) throw refusal(UNKNOWN_EVENT);
      const added = await db.query(
        `INSERT INTO favourites (user_id, event_id, created_at)
         SELECT $1, $2, $3 WHERE (SELECT count(*) FROM favourites WHERE user_id = $1) < $4
         ON CONFLICT DO NOTHING RETURNING event_id`,
        [id, event_id, new Date(), MAX_FAVOURITES],
      );
      const [kept] = added.length > 0 ? added : await db.query('SELECT 1 FROM favourites WHERE user_id = $1 AND event_id = $2', [id, event_id]);
      if (!kept) throw refusal(TOO_MANY_FAVOURITES);
    } else {
      await db.query('DELETE FROM favourites WHERE user_id = $1 AND event_id = $2', [id, event_id]);
    }
    return successReply({ event_id, favourite });
  },

  // A favourite is kept by its event id; the list describes the open events among them,
  // newest favourite first.
  favouriteList: async (request, { db }) => {
    const { id } = requireUser(request);
    const rows = await db.query<{ event_id: string }>('SELECT event_id FROM favourites WHERE user_id = $1 ORDER BY created_at DESC', [id]);
    const ids = rows.map((row) => row.event_id);
    const events = ids.length === 0 ? [] : await listEvents(db, { ids }, new Date());
    return successReply({ events: ids.flatMap((eventId) => events.filter((event) => event.event_id === eventId)) });
  },

  changeStakeValues: async (request, { db }) => {
    const { id } = requireUser(request);
    const [saved] = await db.query<{ stake_buttons: number[] }>(
      'UPDATE users SET stake_buttons = $2 WHERE id = $1 RETURNING stake_buttons',
      [id, request.body.stakes],
    );
    return successReply({ chips: saved!.stake_buttons }, STAKES_SAVED);
  },

  // One-click betting's stake, or null for off (docs/decisions/186); the contract bounds it as a stake button.
  setOneClick: async (request, { db }) => {
    const { id } = requireUser(request);
    const [saved] = await db.query<{ one_click_stake: number | null }>(
      'UPDATE users SET one_click_stake = $2 WHERE id = $1 RETURNING one_click_stake',
      [id, request.body.stake],
    );
    return successReply({ one_click_stake: saved!.one_click_stake }, STAKES_SAVED);
  },

  subscribeNotification: async (request, { db }) => {
    const { id } = requireUser(request);
    const { deviceData, domainName } = request.body;
    const expiration = deviceData.expirationTime;
    await assertPublicPushEndpoint(deviceData.endpoint).catch(() => {
      throw refusal(PUSH_ENDPOINT_REFUSED);
    });
    await db.transaction(async (tx) => {
      // An endpoint belongs to one browser: if another user signs in there, it moves to them.
      await tx.query(
        `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, expiration_time, domain_name, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (endpoint) DO UPDATE SET user_id = $2, p256dh = $3, auth = $4, expiration_time = $5, domain_name = $6`,
        [
          deviceData.endpoint,
          id,
          deviceData.keys.p256dh,
          deviceData.keys.auth,
          typeof expiration === 'number' ? new Date(expiration) : null,
          domainName,
          new Date(),
        ],
      );
      await setNotificationChoice(tx, id, true);
    });
    return messageReply(NOTIFICATIONS_SUBSCRIBED);
  },

  notificationSubscribe: async (request, { db }) => {
    const { id } = requireUser(request);
    await setNotificationChoice(db, id, request.body.subscribed);
    return messageReply(request.body.subscribed ? NOTIFICATIONS_SUBSCRIBED : NOTIFICATIONS_DECLINED);
  },
};

async function setNotificationChoice(db: Queryable, userId: number, subscribed: boolean): Promise<void> {
  await db.query('UPDATE users SET notification_subscribed = $2, notification_unsubscribed = NOT $2 WHERE id = $1', [userId, subscribed]);
}
