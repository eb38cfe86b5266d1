import { useActorRef, useSelector } from '@xstate/react';
import { use, useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  selectCancellingId,
  selectHistoryLoading,
  selectHistoryRows,
  selectSpinning,
  type HistoryRow,
} from '../../../../machines/wallet/history.machine.ts';
import {
  canCancel,
  filterLabel,
  HISTORY_FILTERS,
  historyEmptyMessage,
  proofLinks,
  showsRefreshIcon,
  statusLabel,
  type HistoryFilter,
} from '../../../../machines/wallet/history-rules.ts';
import { useAppSystem } from '../../../runtime/app-system-context.tsx';
import { historyLogicOf } from '../../../runtime/wiring/withdraw-logic.ts';
import { formatAmount, formatHistoryDate } from '../../../ui/format.ts';
import { MessageText } from '../../../ui/message-text.tsx';
import './history.css';
import { useNoticeRelay } from '../../../runtime/use-notice-relay.ts';
import { DateField } from '../../../ui/date-field.tsx';

/**
 * The transaction history of both wallet screens (spec §2, §4): filter, date range, refresh, the
 * rows (newest first, at most 50) and cancel for pending requests.
 */
export function HistoryPanel() {
  const intl = useIntl();
  const { system, inspection } = useAppSystem();
  // The wallet's actors load with the wallet screens (this suspends meanwhile), not with Home.
  const walletScreens = use(system.walletScreens());
  const logic = useMemo(() => historyLogicOf(walletScreens), [walletScreens]);
  const history = useActorRef(logic, { input: {}, inspect: inspection?.inspect });
  useNoticeRelay(history);
  const rows = useSelector(history, selectHistoryRows);
  const loading = useSelector(history, selectHistoryLoading);
  const spinning = useSelector(history, selectSpinning);
  const cancellingId = useSelector(history, selectCancellingId);
  const filter = useSelector(history, (snapshot) => snapshot.context.filter);
  const window = useSelector(history, (snapshot) => snapshot.context.window);
  const filterId = useId();
  const fromId = useId();
  const toId = useId();
  const empty = historyEmptyMessage(rows.length);

  return (
    <section className="card history" aria-busy={loading}>
      <div className="history__head">
        <h2 className="wallet-card__title">
          <FormattedMessage id="wallet.history.title" />
        </h2>
        <button
          type="button"
          className={spinning ? 'icon-button history__refresh history__refresh--spinning' : 'icon-button history__refresh'}
          onClick={() => history.send({ type: 'history.refresh' })}
          aria-label={intl.formatMessage({ id: 'wallet.history.refresh' })}
        >
          <RefreshIcon />
        </button>
      </div>
      <div className="history__filters">
        <label htmlFor={filterId}>
          <FormattedMessage id="wallet.history.filter.label" />
          <select
            id={filterId}
            value={filter}
            onChange={(event) => history.send({ type: 'history.filterChanged', filter: event.target.value as HistoryFilter })}
          >
            {HISTORY_FILTERS.map((option) => (
              <option key={option} value={option}>
                {messageString(intl, filterLabel(option))}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={fromId}>
          <FormattedMessage id="wallet.history.from" />
          <DateField
            id={fromId}
            value={window.startDate}
            max={window.endDate}
            onChange={(day) => history.send({ type: 'history.windowChanged', window: { ...window, startDate: day } })}
          />
        </label>
        <label htmlFor={toId}>
          <FormattedMessage id="wallet.history.to" />
          <DateField
            id={toId}
            value={window.endDate}
            min={window.startDate}
            onChange={(day) => history.send({ type: 'history.windowChanged', window: { ...window, endDate: day } })}
          />
        </label>
      </div>
      {empty && !loading ? (
        <p className="history__empty">
          <MessageText message={empty} />
        </p>
      ) : (
        <ul className="history__list">
          {rows.map((row) => (
            <HistoryItem
              key={row.transaction_id}
              row={row}
              cancelling={cancellingId === row.transaction_id}
              onCancel={() => history.send({ type: 'history.cancel', transactionId: row.transaction_id })}
              onRefresh={() => history.send({ type: 'history.refresh' })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The spec's refresh icon (src/ui/icons.tsx has none yet). */
function RefreshIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

type Intl = ReturnType<typeof useIntl>;

/** A Message as plain text, for places that take no element (an <option>). */
const messageString = (intl: Intl, message: ReturnType<typeof filterLabel>): string =>
  'text' in message ? message.text : intl.formatMessage({ id: message.id }, message.values);

function HistoryItem({ row, cancelling, onCancel, onRefresh }: { row: HistoryRow; cancelling: boolean; onCancel: () => void; onRefresh: () => void }) {
  const intl = useIntl();
  const links = proofLinks(row.transaction_image_url);
  const times = [
    ['wallet.history.createdAt', row.created_at],
    ['wallet.history.actionAt', row.action_at],
    ['wallet.history.holdAt', row.hold_at],
  ] as const;
  return (
    <li className="history-row" data-status={row.status}>
      <div className="history-row__top">
        <span className="history-row__type">
          <FormattedMessage id={`wallet.history.type.${row.type}`} defaultMessage={row.type} />
          {row.payment_method && <span className="history-row__method"> · {row.payment_method}</span>}
        </span>
        <span className={`history-row__status history-row__status--${row.status}`}>
          <MessageText message={statusLabel(row.status)} />
          {showsRefreshIcon(row.status) && (
            <button type="button" className="icon-button icon-button--small" onClick={onRefresh} aria-label={intl.formatMessage({ id: 'wallet.history.refresh' })}>
              <RefreshIcon />
            </button>
          )}
        </span>
      </div>
      <dl className="history-row__details">
        <div>
          <dt><FormattedMessage id="wallet.history.amount" /></dt>
          <dd className="history-row__amount">₹{formatAmount(row.amount)}</dd>
        </div>
        {row.approved_amount !== null && (
          <div>
            <dt><FormattedMessage id="wallet.history.approvedAmount" /></dt>
            <dd>₹{formatAmount(row.approved_amount)}</dd>
          </div>
        )}
        {times.map(([labelId, time]) =>
          time ? (
            <div key={labelId}>
              <dt><FormattedMessage id={labelId} /></dt>
              <dd>{formatHistoryDate(time)}</dd>
            </div>
          ) : null,
        )}
        <div>
          <dt><FormattedMessage id="wallet.history.transactionId" /></dt>
          <dd>{row.transaction_id}</dd>
        </div>
        {row.remark && (
          <div>
            <dt><FormattedMessage id="wallet.history.remark" /></dt>
            <dd>{row.remark}</dd>
          </div>
        )}
        {links.length > 0 && (
          <div>
            <dt><FormattedMessage id="wallet.history.proof" /></dt>
            <dd className="history-row__links">
              {links.map((link, index) => (
                <a key={link} href={link} target="_blank" rel="noopener noreferrer">
                  <FormattedMessage id="wallet.history.proofLink" values={{ number: index + 1 }} />
                </a>
              ))}
            </dd>
          </div>
        )}
      </dl>
      {canCancel(row) && (
        <button type="button" className="button button--small history-row__cancel" disabled={cancelling} onClick={onCancel}>
          <FormattedMessage id="wallet.history.cancel" />
        </button>
      )}
    </li>
  );
}
