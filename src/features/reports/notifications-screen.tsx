/**
 * The notifications list (spec §2 notifications; docs/decisions/063), a report screen: newest first, read
 * and unread; opening one marks it (mark redirect), tells the bell the new count and goes where it
 * points. One report list actor (machines/reports) loads the list.
 */
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useAppSystem } from '../../runtime/app-system-context.tsx';
import { reportLoadersOf } from '../../runtime/wiring/reports.ts';
import { announceBellCount } from '../../ui/bell-count.ts';
import { lastWeek, ReportBody, reportTime, useReportList } from './report-kit.tsx';
import { ReportMessages } from './report-messages.tsx';

interface NotificationRow {
  id: number;
  title: string;
  body: string;
  redirect_url: string | null;
  is_read: boolean;
  created_at: string;
}

/** Only in-app routes are followed (a notification never sends the user off the site). */
const inAppRoute = (url: string | null): string | null => (url && url.startsWith('/') && !url.startsWith('//') ? url : null);

function NotificationsList() {
  const { system } = useAppSystem();
  const loaders = reportLoadersOf(system.reports);
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { report, snapshot } = useReportList(loaders.notifications, useMemo(() => lastWeek(), []));
  const rows = (snapshot.context.result?.rows ?? []) as NotificationRow[];

  const open = async (note: NotificationRow) => {
    try {
      const count = await loaders.markRead(note.id);
      announceBellCount(count);
    } finally {
      const target = inAppRoute(note.redirect_url);
      if (target) navigate(target);
      else report.send({ type: 'report.retry' });
    }
  };

  return (
    <div className="page report">
      <h1 className="report__title">
        <FormattedMessage id="reports.notifications.title" />
      </h1>
      <ReportBody report={report} snapshot={snapshot}>
        <ul className="report__cards">
          {rows.map((note) => (
            <li key={note.id}>
              <button
                type="button"
                className={note.is_read ? 'card report__card report__note' : 'card report__card report__note report__note--unread'}
                data-testid="notification"
                onClick={() => void open(note)}
              >
                <strong>
                  {!note.is_read && <span className="report__dot" aria-label={intl.formatMessage({ id: 'reports.notifications.unread' })} />}
                  {note.title}
                </strong>
                <span>{note.body}</span>
                <span className="report__muted">{reportTime(note.created_at)}</span>
              </button>
            </li>
          ))}
        </ul>
      </ReportBody>
    </div>
  );
}

export function NotificationsRoute() {
  return (
    <ReportMessages>
      <NotificationsList />
    </ReportMessages>
  );
}
