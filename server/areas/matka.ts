// Matka and worli (spec §7: sports-service "matka matches" and "matka markets by {id}", user-service
// "matka single bets by {id}" and "save worli matka bet"; docs/decisions/048-050).
// The markets are public; bets need a signed-in user. Every balance change goes through the ledger.
import { successReply } from '../auth/replies.ts';
import { requireUser, type Handlers } from '../contract/handlers.ts';
import { withIdempotencyKey } from '../idempotency.ts';
import { paiseToRupees } from '../money.ts';
import { MATKA_BET_TYPES } from '../../machines/matka/matka-rules.ts';
import { MATKA_PLACED, placeSlip, userBets } from '../matka/bets.ts';
import { findMarket, listMarkets, marketReply } from '../matka/draws.ts';

export const matkaHandlers: Handlers = {
  matkaMatches: async (_request, { db }) => {
    const now = new Date();
    const markets = await listMarkets(db);
    return successReply(await Promise.all(markets.map((market) => marketReply(db, market, now))));
  },

  matkaMarkets: async (request, { db }) => {
    const market = await findMarket(db, request.params.id);
    const betTypes = MATKA_BET_TYPES.flatMap((type) => {
      const setting = market.game_types[type];
      return setting
        ? [{ bet_type: type, rate: setting.rate, min_stake: paiseToRupees(setting.min_paise), max_stake: paiseToRupees(setting.max_paise) }]
        : [];
    });
    return successReply({ market: await marketReply(db, market, new Date()), bet_types: betTypes });
  },

  matkaSingleBets: async (request, { db }) => {
    const user = requireUser(request);
    await findMarket(db, request.params.id);
    return successReply(await userBets(db, user.id, request.params.id));
  },

  saveWorliMatkaBet: async (request, { db }) => {
    const user = requireUser(request);
    const { body } = request;
    return db.transaction((tx) =>
      withIdempotencyKey(tx, { userId: user.id, key: request.headers['idempotency-key']!, operation: 'saveWorliMatkaBet' }, async () =>
        successReply(
          await placeSlip(tx, { userId: user.id, marketId: body.market_id, session: body.session, bets: body.bets, now: new Date() }),
          MATKA_PLACED,
        ),
      ),
    );
  },
};
