// Notifications (docs/decisions/063): the user's list, the unread count, mark read as the
// user follows one. The server writes them (server/notifications/notifications.ts).
import { successReply } from '../auth/replies.ts';
import { requireUser, type Handlers } from '../contract/handlers.ts';
import { listNotifications, markRead, unreadCount } from '../notifications/notifications.ts';

export const notificationHandlers: Handlers = {
  notificationList: async (request, { db }) => {
    const user = requireUser(request);
    return successReply(await listNotifications(db, user.id, { limit: request.query.limit, beforeId: request.query.before_id }));
  },
  notificationUnreadCount: async (request, { db }) => {
    const user = requireUser(request);
    return successReply({ count: await unreadCount(db, user.id) });
  },
  notificationMarkRedirect: async (request, { db }) => {
    const user = requireUser(request);
    return successReply({ count: await markRead(db, user.id, request.body.id) });
  },
};
