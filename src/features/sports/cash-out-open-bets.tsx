/**
 * The event screen's open bets, grouped by market, each market with its live cash-out offer
 * (docs/decisions/076-077). The offer is the shared maths on the screen's latest prices and
 * positions; the cash-out actor (one per market) owns confirming, re-pricing and refusals. The list is
 * read again whenever the screen reads the positions again (a bet, a cash-out, a settlement).
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { liveCashOutAmount } from '../../../machines/sports/cash-out-offer.ts';
import { CASH_OUT_SHARES, type cashOutMachine } from '../../../machines/sports/cash-out.machine.ts';
import type { OpenBet, openBetsMachine } from '../../../machines/sports/open-bets.machine.ts';
import { formatAmount } from '../../ui/format.ts';
import { isValidPrice } from '../../../machines/sports/price-ladder.ts';
import { MessageText } from '../../ui/message-text.tsx';
import type { FeedRef } from './price-cell.tsx';
import { useShareOpenBets } from './runner-unmatched.tsx';
import { productNameIn } from '../../ui/product-names.ts';
import './cash-out.css';
import { useInspectedActorRef } from '../../runtime/use-inspected-actor.ts';
import { useAppSystem } from '../../runtime/app-system-context.tsx';
import { selectFunds } from '../../../machines/session/session-selectors.ts';

const SITE_TIME_ZONE = 'Asia/Kolkata';

/** A signed amount as money: −₹12.50 / ₹48.51. */
const money = (amount: number): string => `${amount < 0 ? '−' : ''}₹${formatAmount(Math.abs(amount))}`;

export interface CashOutLogics {
  openBets: typeof openBetsMachine;
  cashOut: typeof cashOutMachine;
}

/** Scrolls to a market's cash-out in the open bets (the market card's shortcut). */
export function CashOutShortcut({ feed, marketId }: { feed: FeedRef; marketId: string }) {
  const amount = useSelector(feed, (snapshot) => liveCashOutAmount(snapshot.context.markets[marketId], snapshot.context.positions[marketId], 100));
  if (amount === null) return null;
  return (
    <a className="cash-out-shortcut" href={`#cash-out-${marketId}`}>
      <FormattedMessage id="sports.cashOut.button" values={{ amount: money(amount) }} />
    </a>
  );
}

/** A signed-in user's open bets on the event (a visitor has none, and asking would be a 401). */
export function EventOpenBets({ feed, logics }: { feed: FeedRef; logics: CashOutLogics }) {
  const signedIn = useSelector(feed, (snapshot) => snapshot.context.signedIn);
  return signedIn ? <OpenBetsList feed={feed} logics={logics} /> : null;
}

function OpenBetsList({ feed, logics }: { feed: FeedRef; logics: CashOutLogics }) {
  const eventId = useSelector(feed, (snapshot) => snapshot.context.eventId);
  const positions = useSelector(feed, (snapshot) => snapshot.context.positions);
  const list = useInspectedActorRef(logics.openBets, { input: { eventId } });
  // The runner rows show this list's unmatched parts (docs/decisions/189).
  useShareOpenBets(feed, list);
  // New positions mean a bet was placed, cashed out or settled: the list follows.
  useEffect(() => {
    list.send({ type: 'bets.refresh' });
  }, [list, positions]);
  // The server pushes the wallet's figures when another bettor matched, or a lapse released, one of
  // ours (decision 180): the positions and the list are read again, so Matched / Unmatched are live.
  const { system } = useAppSystem();
  const funds = useSelector(system.session, selectFunds);
  useEffect(() => {
    feed.send({ type: 'positions.refresh' });
  }, [feed, funds]);
  const bets = useSelector(list, (snapshot) => snapshot.context.bets);
  const error = useSelector(list, (snapshot) => (snapshot.matches('failed') ? snapshot.context.error : null));

  const markets = [...new Set(bets.map((bet) => bet.marketId))];
  if (markets.length === 0 && !error) return null;
  return (
    <section className="open-bets card" aria-labelledby="open-bets-title">
      <h2 className="open-bets__title" id="open-bets-title">
        <FormattedMessage id="sports.openBets.title" values={{ count: bets.length }} />
      </h2>
      {error && (
        <p role="alert" className="open-bets__error">
          <MessageText message={error} />{' '}
          <button type="button" className="button button--small" onClick={() => list.send({ type: 'bets.retry' })}>
            <FormattedMessage id="sports.event.retry" />
          </button>
        </p>
      )}
      {markets.map((marketId) => (
        <MarketBets key={marketId} feed={feed} marketId={marketId} bets={bets.filter((bet) => bet.marketId === marketId)} logic={logics.cashOut} list={list} />
      ))}
    </section>
  );
}

type OpenBetsRef = ReturnType<typeof useInspectedActorRef<typeof openBetsMachine>>;

/** A market's bets in two sections: what is matched, and what waits unmatched in the book with its Cancel (decision 180). */
function MarketBets({ feed, marketId, bets, logic, list }: { feed: FeedRef; marketId: string; bets: OpenBet[]; logic: typeof cashOutMachine; list: OpenBetsRef }) {
  const matched = bets.filter((bet) => bet.sizeMatched > 0);
  const unmatched = bets.filter((bet) => bet.sizeRemaining > 0);
  const cancelling = useSelector(list, (snapshot) => snapshot.context.cancelling);
  const cancelError = useSelector(list, (snapshot) => snapshot.context.cancelError);
  const editing = useSelector(list, (snapshot) => snapshot.context.editing);
  const replacing = useSelector(list, (snapshot) => snapshot.matches('replacing'));
  const edited = useSelector(list, (snapshot) => snapshot.context.edited);
  const editError = useSelector(list, (snapshot) => snapshot.context.editError);
  const intl = useIntl();
  return (
    <div className="open-bets__market" id={`cash-out-${marketId}`}>
      <h3 className="open-bets__market-name">{productNameIn(intl, bets[0]?.marketName ?? '')}</h3>
      <CashOutBar feed={feed} marketId={marketId} logic={logic} />
      {matched.length > 0 && unmatched.length > 0 && (
        <h4 className="open-bets__section">
          <FormattedMessage id="sports.openBets.matched" />
        </h4>
      )}
      {matched.length > 0 && (
        <ul className="open-bets__list">
          {matched.map((bet) => (
            <OpenBetRow key={bet.betId} bet={bet} />
          ))}
        </ul>
      )}
      {unmatched.length > 0 && (
        <section className="open-bets__unmatched">
          <h4 className="open-bets__section">
            <FormattedMessage id="sports.openBets.unmatched" />
          </h4>
          {cancelError && (
            <p role="alert" className="open-bets__error">
              <MessageText message={cancelError} />
            </p>
          )}
          {editError && (
            <p role="alert" className="open-bets__error">
              <MessageText message={editError} />
            </p>
          )}
          {edited && (
            <p role="status" className="open-bets__edited">
              <FormattedMessage
                id="sports.openBets.priceChanged"
                values={{ price: edited.price, matched: formatAmount(edited.sizeMatched), remaining: formatAmount(edited.sizeRemaining) }}
              />
            </p>
          )}
          <ul className="open-bets__list">
            {unmatched.map((bet) => (
              <li key={bet.betId} className={`open-bet open-bet--${bet.side} open-bet--unmatched`}>
                <span className="open-bet__selection">
                  <FormattedMessage id={`sports.side.${bet.side}`} /> {bet.selectionName}
                </span>
                <span className="open-bet__figures">
                  <FormattedMessage id="sports.openBets.unmatchedAt" values={{ remaining: formatAmount(bet.sizeRemaining), price: bet.priceRequested }} />
                </span>
                <button
                  type="button"
                  className="button button--small"
                  disabled={cancelling !== null}
                  aria-busy={cancelling === bet.betId}
                  onClick={() => list.send({ type: 'bet.cancel', betId: bet.betId })}
                >
                  <FormattedMessage id={cancelling === bet.betId ? 'sports.openBets.cancelling' : 'sports.openBets.cancel'} />
                </button>
                <button
                  type="button"
                  className="button button--small"
                  disabled={cancelling !== null || editing !== null || replacing}
                  onClick={() => list.send({ type: 'bet.edit', betId: bet.betId, price: bet.priceRequested })}
                >
                  <FormattedMessage id="sports.openBets.editPrice" />
                </button>
                {editing?.betId === bet.betId && (
                  <form
                    className="open-bet__edit"
                    onSubmit={(submitted) => {
                      submitted.preventDefault();
                      list.send({ type: 'edit.confirm' });
                    }}
                  >
                    <label>
                      <FormattedMessage id="sports.openBets.newPrice" />{' '}
                      <input
                        inputMode="decimal"
                        value={editing.price}
                        aria-invalid={!isValidPrice(Number(editing.price))}
                        onChange={(changed) => list.send({ type: 'edit.price', price: changed.target.value })}
                      />
                    </label>
                    <button type="submit" className="button button--small button--primary" disabled={replacing}>
                      <FormattedMessage id="sports.openBets.confirmPrice" />
                    </button>
                    <button type="button" className="button button--small" onClick={() => list.send({ type: 'edit.dismiss' })}>
                      <FormattedMessage id="sports.slip.cancel" />
                    </button>
                  </form>
                )}
                {replacing && editing?.betId === bet.betId && (
                  <span role="status">
                    <FormattedMessage id="sports.openBets.changingPrice" />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function OpenBetRow({ bet }: { bet: OpenBet }) {
  const intl = useIntl();
  const partly = bet.sizeMatched < bet.stake;
  return (
    <li className={`open-bet open-bet--${bet.side}`}>
      <span className="open-bet__selection">
        {/* A fancy bet is Yes (back) or No (lay) on a line, as the market shows it. */}
        <FormattedMessage id={bet.runs === null ? `sports.side.${bet.side}` : `sports.fancy.${bet.side}`} /> {bet.selectionName}
        {bet.cashOut && (
          <span className="open-bet__tag">
            <FormattedMessage id="sports.openBets.cashOutTag" />
          </span>
        )}
      </span>
      <span className="open-bet__figures">
        {partly ? (
          <FormattedMessage
            id="sports.openBets.matchedOf"
            values={{ matched: formatAmount(bet.sizeMatched), stake: formatAmount(bet.stake), price: bet.averagePriceMatched ?? bet.priceRequested }}
          />
        ) : (
          <FormattedMessage
            id="sports.openBets.figures"
            values={{ odds: bet.runs === null ? bet.odds : intl.formatMessage({ id: 'sports.openBets.line' }, { runs: bet.runs, rate: bet.odds }), stake: formatAmount(bet.stake), profit: formatAmount(bet.profit), liability: formatAmount(bet.liability) }}
          />
        )}
      </span>
      <time className="open-bet__time" dateTime={bet.placedAt}>
        {intl.formatDate(bet.placedAt, { timeZone: SITE_TIME_ZONE, hour: '2-digit', minute: '2-digit', second: '2-digit' })}
      </time>
    </li>
  );
}

function CashOutBar({ feed, marketId, logic }: { feed: FeedRef; marketId: string; logic: typeof cashOutMachine }) {
  const intl = useIntl();
  const eventId = useSelector(feed, (snapshot) => snapshot.context.eventId);
  const cashOut = useInspectedActorRef(logic, { input: { eventId, marketId } });
  useEffect(() => {
    const ended = cashOut.on('cashOut.ended', () => feed.send({ type: 'positions.refresh' }));
    return () => ended.unsubscribe();
  }, [cashOut, feed]);
  const share = useSelector(cashOut, (snapshot) => snapshot.context.share);
  const state = useSelector(cashOut, (snapshot) => snapshot.value);
  const amount = useSelector(feed, (snapshot) => liveCashOutAmount(snapshot.context.markets[marketId], snapshot.context.positions[marketId], share));
  const error = useSelector(cashOut, (snapshot) => snapshot.context.error);
  const newOffer = useSelector(cashOut, (snapshot) => snapshot.context.newOffer);
  const result = useSelector(cashOut, (snapshot) => snapshot.context.result);

  if (state === 'offer' && amount === null) return null;
  return (
    <div className="cash-out" aria-live="polite">
      {state === 'offer' && amount !== null && (
        <>
          <div className="cash-out__shares" role="group" aria-label={intl.formatMessage({ id: 'sports.cashOut.shareLabel' })}>
            {CASH_OUT_SHARES.map((candidate) => (
              <button
                key={candidate}
                type="button"
                className={`cash-out__share${candidate === share ? ' cash-out__share--chosen' : ''}`}
                aria-pressed={candidate === share}
                onClick={() => cashOut.send({ type: 'share.changed', share: candidate })}
              >
                {candidate}%
              </button>
            ))}
          </div>
          <button type="button" className="button button--primary cash-out__confirm" onClick={() => cashOut.send({ type: 'cashOut.confirm', amount })}>
            <FormattedMessage id={share === 100 ? 'sports.cashOut.button' : 'sports.cashOut.partButton'} values={{ amount: money(amount), share }} />
          </button>
        </>
      )}
      {state === 'confirming' && (
        <button type="button" className="button button--primary cash-out__confirm" disabled aria-busy="true">
          <FormattedMessage id="sports.cashOut.confirming" />
        </button>
      )}
      {state === 'done' && result && (
        <p className="cash-out__done" role="status">
          {result.requestedShare !== undefined && result.share < result.requestedShare ? (
            <FormattedMessage id="sports.cashOut.partlyDone" values={{ amount: money(result.amount), requested: money(result.requestedAmount ?? result.amount) }} />
          ) : (
            <FormattedMessage id="sports.cashOut.done" values={{ amount: money(result.amount) }} />
          )}
        </p>
      )}
      {state === 'repriced' && newOffer && (
        <div className="cash-out__moved" role="alert">
          {error && <MessageText message={error} />}
          <div className="cash-out__actions">
            <button type="button" className="button button--primary" onClick={() => cashOut.send({ type: 'offer.accept' })}>
              <FormattedMessage id="sports.cashOut.accept" values={{ amount: money(newOffer.amount) }} />
            </button>
            <button type="button" className="button" onClick={() => cashOut.send({ type: 'cashOut.dismiss' })}>
              <FormattedMessage id="sports.slip.cancel" />
            </button>
          </div>
        </div>
      )}
      {(state === 'refused' || state === 'failed') && (
        <div className="cash-out__moved" role="alert">
          {error && <MessageText message={error} />}
          <div className="cash-out__actions">
            {state === 'failed' && (
              <button type="button" className="button button--primary" onClick={() => cashOut.send({ type: 'cashOut.retry' })}>
                <FormattedMessage id="sports.slip.retry" />
              </button>
            )}
            <button type="button" className="button" onClick={() => cashOut.send({ type: 'cashOut.dismiss' })}>
              <FormattedMessage id="sports.cashOut.close" />
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
