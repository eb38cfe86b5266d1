/**
 * What the report screens share (docs/decisions/064): a report list actor from a page
 * loader, the window of days, the pager and the loading / error / empty states.
 */
import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { fromPromise } from 'xstate';
import { addDays, indiaDayOf } from '../../../machines/casino/lobby-rules.ts';
import { pageCount, reportListMachine, type ReportFilters, type ReportPage, type ReportQuery } from '../../../machines/reports/report-list.machine.ts';
import { formatAmount, formatIndiaTime } from '../../ui/format.ts';
import { MessageText } from '../../ui/message-text.tsx';
import './reports.css';
import { useInspectedActorRef } from '../../runtime/use-inspected-actor.ts';
import { DateWindowFields } from '../../ui/date-window-fields.tsx';

export const signedAmount = (amount: number): string => (amount < 0 ? `-₹${formatAmount(-amount)}` : `₹${formatAmount(amount)}`);
export const amountClass = (amount: number): string => (amount > 0 ? 'amount--win' : amount < 0 ? 'amount--loss' : '');
/** Spec §9: DD/MM/YYYY HH:mm:ss in India's time. */
export const reportTime = (value: string): string => formatIndiaTime(value, 'DD/MM/YYYY HH:mm:ss');

/** The last 7 India days; `to` is the day after the last one shown. */
export function lastWeek(kind: string | null = null): ReportFilters {
  const today = indiaDayOf(new Date());
  return { from: addDays(today, -6), to: addDays(today, 1), kind };
}

export function useReportList(load: (query: ReportQuery) => Promise<ReportPage>, initial: ReportFilters) {
  const logic = useMemo(() => reportListMachine.provide({ actors: { loadPage: fromPromise(({ input }: { input: ReportQuery }) => load(input)) } }), [load]);
  const report = useInspectedActorRef(logic, { input: initial });
  const snapshot = useSelector(report, (current) => current);
  return { report, snapshot };
}

type ReportActor = ReturnType<typeof useReportList>['report'];
type ReportSnapshot = ReturnType<typeof useReportList>['snapshot'];

export function WindowFilter({ report, filters, children }: { report: ReportActor; filters: ReportFilters; children?: ReactNode }) {
  return (
    <div className="report__filters card">
      <DateWindowFields
        days={filters}
        fromLabel={<FormattedMessage id="reports.from" />}
        toLabel={<FormattedMessage id="reports.to" />}
        onChange={(days) => report.send({ type: 'filters.changed', filters: { ...filters, ...days } })}
      />
      {children}
    </div>
  );
}

/** Loading, failed (with retry), 'No Record found' and a later page's 'No more rows' (with Previous); the rows themselves when shown. */
export function ReportBody({ report, snapshot, children }: { report: ReportActor; snapshot: ReportSnapshot; children: ReactNode }) {
  if (snapshot.matches('failed')) {
    return (
      <div className="report__message card" role="alert">
        {snapshot.context.error && (
          <p>
            <MessageText message={snapshot.context.error} />
          </p>
        )}
        <button type="button" className="button button--primary" onClick={() => report.send({ type: 'report.retry' })}>
          <FormattedMessage id="reports.retry" />
        </button>
      </div>
    );
  }
  if (snapshot.matches('empty')) {
    return (
      <p className="report__message card" role="status" data-testid="report-empty">
        <FormattedMessage id="reports.noRecord" />
      </p>
    );
  }
  if (snapshot.matches('pastEnd')) {
    return (
      <div className="report__message card" role="status" data-testid="report-past-end">
        <p>
          <FormattedMessage id="reports.noMoreRows" />
        </p>
        <button type="button" className="button button--small" onClick={() => report.send({ type: 'page.previous' })}>
          <FormattedMessage id="reports.previous" />
        </button>
      </div>
    );
  }
  if (!snapshot.context.result) {
    return (
      <p className="report__message card" role="status" aria-busy="true">
        <FormattedMessage id="reports.loading" />
      </p>
    );
  }
  return (
    <div className="report__body" aria-busy={snapshot.hasTag('loading')}>
      {children}
      <Pager report={report} snapshot={snapshot} />
    </div>
  );
}

function Pager({ report, snapshot }: { report: ReportActor; snapshot: ReportSnapshot }) {
  const pages = pageCount(snapshot.context.result);
  if (pages <= 1) return null;
  return (
    <nav className="report__pager">
      <button type="button" className="button button--small" disabled={snapshot.context.page <= 1} onClick={() => report.send({ type: 'page.previous' })}>
        <FormattedMessage id="reports.previous" />
      </button>
      <span>
        <FormattedMessage id="reports.page" values={{ page: snapshot.context.page, pages }} />
      </span>
      <button type="button" className="button button--small" disabled={snapshot.context.page >= pages} onClick={() => report.send({ type: 'page.next' })}>
        <FormattedMessage id="reports.next" />
      </button>
    </nav>
  );
}
