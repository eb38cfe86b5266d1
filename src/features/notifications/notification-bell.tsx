/**
 * The header's bell (docs/decisions/063): the unread count (machines/notifications/
 * bell.machine.ts) from the server, +1 live for each `notification` the socket announces, and a
 * link to the list. Its own socket link joins only the user's notification channel.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { bellMachine } from '../../../machines/notifications/bell.machine.ts';
import { useAppSystem } from '../../runtime/app-system-context.tsx';
import { reportLoadersOf } from '../../runtime/wiring/reports.ts';
import { listenBellCount } from '../../ui/bell-count.ts';
import { Icon } from '../../ui/icons.tsx';
import { formatShorthand } from '../../ui/format.ts';
import './notification-bell.css';
import { useInspectedActorRef } from '../../runtime/use-inspected-actor.ts';

export function NotificationBell() {
  const intl = useIntl();
  const { system } = useAppSystem();
  const loaders = reportLoadersOf(system.reports);
  const logic = useMemo(() => bellMachine.provide({ actors: { loadUnreadCount: fromPromise(() => loaders.unreadCount()) } }), [loaders]);
  const bell = useInspectedActorRef(logic);
  const count = useSelector(bell, (snapshot) => snapshot.context.count);
  const token = useSelector(system.session, (snapshot) => snapshot.context.token);
  const userid = useSelector(system.session, (snapshot) => snapshot.context.user?.userid ?? null);

  useEffect(() => {
    if (!token || !userid) return undefined;
    return loaders.listenNotifications(
      token,
      userid,
      () => bell.send({ type: 'notification.received' }),
      () => bell.send({ type: 'count.reload' }),
    );
  }, [bell, token, userid, loaders]);

  // The list screen tells the bell when a notification was opened (mark redirect answers the count).
  useEffect(() => listenBellCount((count) => bell.send({ type: 'count.changed', count })), [bell]);

  const shown = count ?? 0;
  return (
    <Link
      href="/notifications"
      className="icon-button header__bell"
      aria-label={intl.formatMessage({ id: 'shell.notifications' }, { count: shown })}
      data-testid="notification-bell"
    >
      <Icon name="bell" />
      {shown > 0 && (
        <span className="header__bell-count" data-testid="notification-count">
          {formatShorthand(shown)}
        </span>
      )}
    </Link>
  );
}
