// The bettor's ways around the exchange: search events (public, like the event lists) and
// My Markets by sport. Favourites are in account.ts.
import { successReply } from '../auth/replies.ts';
import { requireUser, type Handlers } from '../contract/handlers.ts';
import { myMarkets } from '../sports/my-markets.ts';
import { searchEvents } from '../sports/search.ts';

export const marketsNavHandlers: Handlers = {
  searchEvents: async (request, { db }) => successReply(await searchEvents(db, request.params.searchKey, new Date())),

  myMarkets: async (request, { db }) => {
    const { id } = requireUser(request);
    return successReply(await myMarkets(db, id, request.params.sport_type, new Date()));
  },
};
