/** The account statement (spec §2 statements): every ledger row of the window, read from the server. */
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { formatAmount } from '../../ui/format.ts';
import { TableHead } from '../../ui/table-head.tsx';
import { amountClass, lastWeek, ReportBody, reportTime, signedAmount, useReportList, WindowFilter } from './report-kit.tsx';
import { ReportMessages, useReportLoaders } from './report-messages.tsx';

const STATEMENT_KINDS = ['sports', 'casino', 'matka', 'fantasy', 'deposit', 'withdrawal', 'bonus'] as const;

interface StatementRow {
  id: number;
  serial: number;
  created_at: string;
  kind: string;
  description: string;
  credit: number;
  debit: number;
  balance: number;
}

export function StatementsScreen() {
  const loaders = useReportLoaders();
  const intl = useIntl();
  const { report, snapshot } = useReportList(loaders.statements, useMemo(() => lastWeek(), []));
  const { filters, result } = snapshot.context;
  const rows = (result?.rows ?? []) as StatementRow[];
  const totals = result?.totals as { credit: number; debit: number; net: number } | undefined;
  return (
    <div className="page report">
      <h1 className="report__title">
        <FormattedMessage id="reports.statement.title" />
      </h1>
      <WindowFilter report={report} filters={filters}>
        <label>
          <FormattedMessage id="reports.statement.kind" />
          <select
            value={filters.kind ?? ''}
            onChange={(event) => report.send({ type: 'filters.changed', filters: { ...filters, kind: event.target.value || null } })}
          >
            <option value="">{intl.formatMessage({ id: 'reports.kind.all' })}</option>
            {STATEMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {intl.formatMessage({ id: `reports.kind.${kind}` })}
              </option>
            ))}
          </select>
        </label>
      </WindowFilter>
      <ReportBody report={report} snapshot={snapshot}>
        <div className="report__table-wrap card" role="region" aria-label={intl.formatMessage({ id: 'reports.statement.title' })} tabIndex={0}>
          <table className="report__table">
            <TableHead
              columns={[
                { messageId: 'reports.serial' },
                { messageId: 'reports.date' },
                { messageId: 'reports.credit', numeric: true },
                { messageId: 'reports.debit', numeric: true },
                { messageId: 'reports.balance', numeric: true },
                { messageId: 'reports.remark' },
              ]}
            />
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="statement-row">
                  <td data-label={intl.formatMessage({ id: 'reports.serial' })}>{row.serial}</td>
                  <td data-label={intl.formatMessage({ id: 'reports.date' })}>{reportTime(row.created_at)}</td>
                  <td className={row.credit > 0 ? 'numeric amount--win' : 'numeric'} data-label={intl.formatMessage({ id: 'reports.credit' })}>
                    {row.credit > 0 ? formatAmount(row.credit) : '-'}
                  </td>
                  <td className={row.debit > 0 ? 'numeric amount--loss' : 'numeric'} data-label={intl.formatMessage({ id: 'reports.debit' })}>
                    {row.debit > 0 ? formatAmount(row.debit) : '-'}
                  </td>
                  <td className="numeric" data-label={intl.formatMessage({ id: 'reports.balance' })}>
                    {formatAmount(row.balance)}
                  </td>
                  <td data-label={intl.formatMessage({ id: 'reports.remark' })}>
                    {row.kind === 'sports' ? <Link href="/profit-loss">{row.description}</Link> : row.description}
                  </td>
                </tr>
              ))}
            </tbody>
            {totals && (
              <tfoot>
                <tr data-testid="statement-total">
                  <th scope="row" colSpan={2}>
                    <FormattedMessage id="reports.total" />
                  </th>
                  <td className="numeric" data-label={intl.formatMessage({ id: 'reports.credit' })}>
                    {formatAmount(totals.credit)}
                  </td>
                  <td className="numeric" data-label={intl.formatMessage({ id: 'reports.debit' })}>
                    {formatAmount(totals.debit)}
                  </td>
                  <td className={`numeric ${amountClass(totals.net)}`} data-label={intl.formatMessage({ id: 'reports.net' })}>
                    {signedAmount(totals.net)}
                  </td>
                  <td />
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      </ReportBody>
    </div>
  );
}

export function StatementsRoute() {
  return (
    <ReportMessages>
      <StatementsScreen />
    </ReportMessages>
  );
}
