// The contract's `notificationPublicKey`: the key a browser's push subscription is made with.
import { successReply } from '../auth/replies.ts';
import { requireUser, type Handlers } from '../contract/handlers.ts';
import { vapidKeys } from './vapid-keys.ts';

export const pushHandlers: Handlers = {
  notificationPublicKey: async (request, { db }) => {
    // Only signed-in users are offered notifications (spec §4), so only they need the key.
    requireUser(request);
    return successReply({ publicKey: (await vapidKeys(db)).publicKey });
  },
};
