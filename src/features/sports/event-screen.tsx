import { useSelector } from '@xstate/react';
import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { mergeBookLines } from '../../../machines/sports/bet-maths.ts';
import type { eventFeedMachine } from '../../../machines/sports/event-feed.machine.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { InNextTask } from '../../ui/in-next-task.tsx';
import { MessageText } from '../../ui/message-text.tsx';
import { nameInLanguage } from '../../ui/name-in-language.ts';
import { BetSlipPanel } from './bet-slip-panel.tsx';
import { FancyGroup, MarketCard } from './market-card.tsx';
import type { FeedRef } from './price-cell.tsx';
import { formatSigned } from './price-format.ts';
import { productNameIn } from '../../ui/product-names.ts';
import { useMediaQuery, DESKTOP_QUERY } from '../../ui/use-media-query.ts';
import './sports.css';
import { TableHead } from '../../ui/table-head.tsx';
import { Scoreboard } from './event-scoreboard.tsx';
import { OneClickSetting } from './one-click-setting.tsx';
import { useEventFeed } from './use-event-feed.ts';

/** `?fullscreen=1` hides the shell's header on this screen (spec §2 shell rules; src/app/shell.tsx). */
const FULLSCREEN_QUERY = 'fullscreen=1';
const SITE_TIME_ZONE = 'Asia/Kolkata';

/** Controls src/app adds to the screen (the event's star, each market's pin, the open bets with cash-out). */
export interface EventScreenActions {
  head?: (feed: FeedRef) => ReactNode;
  market?: (feed: FeedRef, marketId: string) => ReactNode;
  /** Beside the slip on a desktop, under the markets on a phone. */
  openBets?: (feed: FeedRef) => ReactNode;
}

/** The event detail screen (spec §2 `sports-event-detail/{event_id}`): every market, live, and the bet slip. */
export function EventScreen({ eventId, logic, actions = {} }: { eventId: string; logic: typeof eventFeedMachine; actions?: EventScreenActions }) {
  const feed = useEventFeed(logic, eventId);

  const loading = useSelector(feed, (snapshot) => snapshot.hasTag('loading'));
  const failed = useSelector(feed, (snapshot) => snapshot.matches('failed'));
  const missing = useSelector(feed, (snapshot) => snapshot.matches('missing'));
  const error = useSelector(feed, (snapshot) => snapshot.context.error);
  const order = useSelector(feed, (snapshot) => snapshot.context.marketOrder.join('\n'));
  const fancyOrder = useSelector(feed, (snapshot) =>
    snapshot.context.marketOrder.filter((marketId) => snapshot.context.markets[marketId]?.kind === 'fancy').join('\n'),
  );
  const desktop = useMediaQuery(DESKTOP_QUERY);

  if (missing) return <EventMissing />;
  if (failed) {
    return (
      <div className="event-page">
        <div className="card event-page__failed">
          {error && (
            <p role="alert">
              <MessageText message={error} />
            </p>
          )}
          <button type="button" className="button button--primary" onClick={() => feed.send({ type: 'event.retry' })}>
            <FormattedMessage id="sports.event.retry" />
          </button>
        </div>
      </div>
    );
  }
  const fancyIds = fancyOrder.split('\n').filter(Boolean);
  const marketIds = order.split('\n').filter((marketId) => marketId !== '' && !fancyIds.includes(marketId));
  const marketCard = (marketId: string) => (
    <InNextTask key={marketId}>
      <MarketCard feed={feed} marketId={marketId} inlineSlip={!desktop} actions={actions.market?.(feed, marketId)} />
    </InNextTask>
  );
  return (
    <div className="event-page" aria-busy={loading}>
      <EventHead feed={feed} actions={actions.head?.(feed)} />
      <StaleWarning feed={feed} />
      <OneClickSetting />
      <div className="event-page__layout">
        <div className="event-page__markets">
          {!loading && marketIds.length === 0 && fancyIds.length === 0 && (
            <div className="card">
              <EmptyState />
            </div>
          )}
          {/* The event's head renders first (its name is the page's largest paint), then each market in a
              task of its own, so no task of the event's first render is long. */}
          {marketIds.map(marketCard)}
          {fancyIds.length > 0 && <FancyGroup>{fancyIds.map(marketCard)}</FancyGroup>}
        </div>
        <SidePanel feed={feed} desktop={desktop}>
          {actions.openBets?.(feed)}
        </SidePanel>
      </div>
      <FancyBook feed={feed} />
    </div>
  );
}

/** An event the server does not have (ended and gone, or a wrong link): no Try again, ways back instead. */
function EventMissing() {
  return (
    <section className="card status-page" aria-labelledby="event-missing-title">
      <h1 className="status-page__title" id="event-missing-title">
        <FormattedMessage id="sports.event.missing.title" />
      </h1>
      <p className="status-page__text">
        <FormattedMessage id="sports.event.missing.text" />
      </p>
      <div className="status-page__actions">
        <Link href="/inplay" className="button button--primary">
          <FormattedMessage id="sports.event.missing.inPlay" />
        </Link>
        <Link href="/" className="button button--outline">
          <FormattedMessage id="error.screen.home" />
        </Link>
      </div>
    </section>
  );
}

function EventHead({ feed, actions }: { feed: FeedRef; actions?: ReactNode }) {
  const intl = useIntl();
  const event = useSelector(feed, (snapshot) => snapshot.context.event);
  const [path] = useLocation();
  const search = useSearch();
  const fullscreen = new URLSearchParams(search).get('fullscreen') === '1';
  return (
    <header className="event-head">
      <div className="event-head__main">
        <p className="event-head__competition">{event ? nameInLanguage(event.competitionName, event.competitionNames, intl.locale) : ''}</p>
        <h1 className="event-head__title">{event?.name ?? <FormattedMessage id="sports.event.loading" />}</h1>
        <p className="event-head__time">
          {event?.inPlay ? (
            <span className="event-head__live">
              <span className="live-dot" aria-hidden="true" />
              <FormattedMessage id="sports.inPlay" />
            </span>
          ) : (
            event && intl.formatDate(event.openDate, { timeZone: SITE_TIME_ZONE, day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' })
          )}
        </p>
        {event && <Scoreboard board={event.board} line={event.score} moment={event.moment} eventName={event.name} />}
      </div>
      {actions}
      <Link className="event-head__fullscreen" href={fullscreen ? path : `${path}?${FULLSCREEN_QUERY}`} replace>
        <FormattedMessage id={fullscreen ? 'sports.event.exitFullScreen' : 'sports.event.fullScreen'} />
      </Link>
    </header>
  );
}

function StaleWarning({ feed }: { feed: FeedRef }) {
  const stale = useSelector(feed, (snapshot) => snapshot.hasTag('stale'));
  if (!stale) return null;
  return (
    <p className="event-stale" role="status">
      <FormattedMessage id="sports.event.stale" />
    </p>
  );
}

/**
 * A desktop's side panel: the bet slip, the exposure, then the open bets. On a phone the slip opens
 * under its runner and only the open bets are here, under the markets. The open bets keep their place
 * in the tree on both sides of the breakpoint, so crossing it (a rotated tablet, a resized window, a
 * media query that flickers while the browser resizes the page) keeps their actors: a chosen cash-out
 * share, or a cash-out being confirmed, survives it.
 */
function SidePanel({ feed, desktop, children }: { feed: FeedRef; desktop: boolean; children?: ReactNode }) {
  return (
    <div
      className={desktop ? 'event-page__side' : 'event-page__below'}
      role={desktop ? 'complementary' : undefined}
      aria-labelledby={desktop ? 'slip-side-title' : undefined}
    >
      {desktop && <SlipSummary feed={feed} />}
      {children}
    </div>
  );
}

function SlipSummary({ feed }: { feed: FeedRef }) {
  const slip = useSelector(feed, (snapshot) => snapshot.children.slip);
  const exposure = useSelector(feed, (snapshot) =>
    Object.values(snapshot.context.positions).reduce((sum, market) => sum + market.exposure, 0),
  );
  return (
    <>
      <h2 className="event-page__side-title" id="slip-side-title">
        <FormattedMessage id="sports.slip.title" />
      </h2>
      {slip ? (
        <BetSlipPanel slip={slip} feed={feed} />
      ) : (
        <p className="event-page__side-hint">
          <FormattedMessage id="sports.slip.hint" />
        </p>
      )}
      {exposure !== 0 && (
        <p className="event-page__exposure">
          <FormattedMessage id="sports.event.exposure" values={{ amount: formatSigned(exposure) }} />
        </p>
      )}
    </>
  );
}

function FancyBook({ feed }: { feed: FeedRef }) {
  const open = useSelector(feed, (snapshot) => !snapshot.matches({ live: { book: 'closed' } }) && snapshot.matches('live'));
  const marketName = useSelector(feed, (snapshot) => snapshot.context.markets[snapshot.context.bookMarketId ?? '']?.name ?? '');
  const book = useSelector(feed, (snapshot) => snapshot.context.book);
  const intl = useIntl();
  if (!open) return null;
  return (
    <div className="modal-layer">
      <div className="modal-backdrop" aria-hidden="true" onClick={() => feed.send({ type: 'fancyBook.close' })} />
      <div className="modal fancy-book" role="dialog" aria-modal="true" aria-labelledby="fancy-book-title">
        <h2 id="fancy-book-title" className="fancy-book__title">
          <FormattedMessage id="sports.fancy.bookTitle" values={{ market: productNameIn(intl, marketName) }} />
        </h2>
        {book.length === 0 ? (
          <p>
            <FormattedMessage id="sports.fancy.noBets" />
          </p>
        ) : (
          <table className="fancy-book__table">
            <TableHead columns={[{ messageId: 'sports.fancy.runs' }, { messageId: 'sports.fancy.position' }]} />
            <tbody>
              {mergeBookLines(book).map((row) => (
                <tr key={row.from}>
                  <td>{row.to === null ? `${row.from}+` : row.to === row.from ? row.from : `${row.from}–${row.to}`}</td>
                  <td className={row.position < 0 ? 'position--loss' : 'position--win'}>{formatSigned(row.position)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <button type="button" className="button button--primary" onClick={() => feed.send({ type: 'fancyBook.close' })}>
          <FormattedMessage id="sports.fancy.close" />
        </button>
      </div>
    </div>
  );
}
