import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { SportsView } from '../../../machines/persistence/persisted-state.ts';
import type { eventFeedMachine } from '../../../machines/sports/event-feed.machine.ts';
import type { EventRow, eventListMachine, ListSource } from '../../../machines/sports/event-list.machine.ts';
import { selectSignedIn } from '../../../machines/session/session-selectors.ts';
import { messageId } from '../../../machines/shared/message.ts';
import { useAppSystem } from '../../runtime/app-system-context.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import type { EventListRef } from '../../ui/event-rows.tsx';
import { BetSlipPanel } from './bet-slip-panel.tsx';
import { formatPrice } from './price-format.ts';
import { EventWhen } from './event-when.tsx';
import { useCloseOnEscape } from './use-close-on-escape.ts';
import { useEventFeed } from './use-event-feed.ts';
import { productNameIn } from '../../ui/product-names.ts';
import './sports.css';
import './markets-nav.css';
import { useInspectedActorRef } from '../../runtime/use-inspected-actor.ts';

interface BookTarget {
  eventId: string;
  marketId: string;
  selectionId: string;
}

/** The switch between the exchange's ladder and the sports book; the choice is remembered. */
export function SportsViewSwitch({ view, onChange }: { view: SportsView; onChange: (view: SportsView) => void }) {
  const intl = useIntl();
  return (
    <div className="view-switch" role="group" aria-label={intl.formatMessage({ id: 'sports.view.label' })}>
      {(['exchange', 'sportsbook'] as const).map((option) => (
        <button key={option} type="button" className="view-switch__option" aria-pressed={view === option} onClick={() => onChange(option)}>
          <FormattedMessage id={`sports.view.${option}`} />
        </button>
      ))}
    </div>
  );
}

/**
 * `/sports-book` (spec §2): the same events as fixed odds, match odds back prices only, live; one tap
 * opens a simple slip that backs the runner through the exchange's own slip and saveBet.
 */
export function SportsBookScreen({
  source,
  listLogic,
  feedLogic,
  view,
  onViewChange,
}: {
  source: ListSource;
  listLogic: typeof eventListMachine;
  feedLogic: typeof eventFeedMachine;
  view: SportsView;
  onViewChange: (view: SportsView) => void;
}) {
  const { system } = useAppSystem();
  const signedIn = useSelector(system.session, selectSignedIn);
  const list = useInspectedActorRef(listLogic, { input: { source } });
  const [target, setTarget] = useState<BookTarget | null>(null);
  const choose = (next: BookTarget) => {
    if (signedIn) setTarget(next);
    else system.notices.send({ type: 'notice.error', message: messageId('sports.loginToBet') });
  };
  return (
    <div className="event-page sports-book">
      <div className="sports-book__head">
        <h1 className="sports-book__title"><FormattedMessage id="sports.book.title" /></h1>
        <SportsViewSwitch view={view} onChange={onViewChange} />
      </div>
      {(['inPlay', 'upcoming'] as const).map((rows) => (
        <section key={rows} className="section" aria-labelledby={`book-${rows}`}>
          <h2 className="section__title" id={`book-${rows}`}>
            <FormattedMessage id={rows === 'inPlay' ? 'sports.inPlay' : 'sports.upcoming'} />
          </h2>
          <BookRows list={list} rows={rows} onChoose={choose} />
        </section>
      ))}
      {target && <BookSlip key={`${target.marketId}/${target.selectionId}`} target={target} logic={feedLogic} onClose={() => setTarget(null)} />}
    </div>
  );
}

function BookRows({ list, rows, onChoose }: { list: EventListRef; rows: 'inPlay' | 'upcoming'; onChoose: (target: BookTarget) => void }) {
  const ids = useSelector(list, (snapshot) => snapshot.context.lists[rows].map((row) => row.eventId).join('\n'));
  const loading = useSelector(list, (snapshot) => snapshot.hasTag('loading') && snapshot.context.lists[rows].length === 0);
  const eventIds = ids.split('\n').filter(Boolean);
  if (loading) return <div className="card event-rows--loading" aria-busy="true" />;
  if (eventIds.length === 0)
    return (
      <div className="card">
        <EmptyState />
      </div>
    );
  return (
    <ul className="book-rows">
      {eventIds.map((eventId) => (
        <BookRow key={eventId} list={list} rows={rows} eventId={eventId} onChoose={onChoose} />
      ))}
    </ul>
  );
}

function BookRow({ list, rows, eventId, onChoose }: { list: EventListRef; rows: 'inPlay' | 'upcoming'; eventId: string; onChoose: (target: BookTarget) => void }) {
  const row: EventRow | undefined = useSelector(list, (snapshot) => snapshot.context.lists[rows].find((candidate) => candidate.eventId === eventId));
  const intl = useIntl();
  if (!row) return null;
  const { marketId } = row;
  const open = row.status === 'open' && marketId !== null;
  return (
    <li className="book-row card">
      <Link href={`/sports-event-detail/${row.eventId}`} className="book-row__event">
        <span className="book-row__name">{row.name}</span>
        <span className="book-row__meta">
          <EventWhen inPlay={row.inPlay} openDate={row.openDate} competitionName={row.competitionName} competitionNames={row.competitionNames} liveClassName="book-row__live" />
        </span>
      </Link>
      <div className="book-row__prices">
        {row.runners.map((runner) => {
          const bettable = open && runner.back !== null && runner.back > 1;
          return (
            <button
              key={runner.selectionId}
              type="button"
              className="book-price"
              disabled={!bettable}
              onClick={() => marketId !== null && onChoose({ eventId: row.eventId, marketId, selectionId: runner.selectionId })}
            >
              <span className="visually-hidden">
                <FormattedMessage id="sports.book.back" />{' '}
              </span>
              <span className="book-price__runner">{productNameIn(intl, runner.name)}</span>
              <span className="book-price__odds">{runner.back === null ? '–' : formatPrice(runner.back, 'decimal')}</span>
            </button>
          );
        })}
      </div>
    </li>
  );
}

/** The simple slip: the event's feed (its limits, delay and current price), the runner backed at once. */
function BookSlip({ target, logic, onClose }: { target: BookTarget; logic: typeof eventFeedMachine; onClose: () => void }) {
  const feed = useEventFeed(logic, target.eventId);
  const slip = useSelector(feed, (snapshot) => snapshot.children.slip);
  const [phase, setPhase] = useState<'loading' | 'open' | 'unavailable'>('loading');
  // Once the event is live the runner is backed at once; the slip closing (placed, or closed) ends it.
  useEffect(() => {
    let asked = false;
    let opened = false;
    const subscription = feed.subscribe((snapshot) => {
      if (snapshot.matches('failed')) return setPhase('unavailable');
      if (!snapshot.matches('live')) return;
      if (!asked) {
        asked = true;
        feed.send({ type: 'price.selected', target: { marketId: target.marketId, selectionId: target.selectionId, side: 'back' } });
        // A price that cannot be bet on now opens no slip (and changes nothing); the event sent from
        // here is processed after this callback, so it is checked once that is done.
        queueMicrotask(() => {
          if (!opened && !feed.getSnapshot().children.slip) setPhase('unavailable');
        });
        return;
      }
      if (snapshot.children.slip) {
        opened = true;
        setPhase('open');
      } else if (opened) onClose();
    });
    return () => subscription.unsubscribe();
  }, [feed, target, onClose]);
  useCloseOnEscape(onClose);
  return (
    <div className="modal-layer">
      <div className="modal-backdrop" aria-hidden="true" onClick={onClose} />
      <div className="modal book-slip" role="dialog" aria-modal="true" aria-labelledby="book-slip-title">
        <h2 id="book-slip-title" className="book-slip__title">
          <FormattedMessage id="sports.book.slipTitle" />
        </h2>
        {slip && <BetSlipPanel slip={slip} feed={feed} fixedPrice />}
        {phase === 'loading' && <div className="book-slip__loading" aria-busy="true" />}
        {phase === 'unavailable' && (
          <p role="alert">
            <FormattedMessage id="sports.book.unavailable" />
          </p>
        )}
        {!slip && (
          <button type="button" className="button button--outline" onClick={onClose}>
            <FormattedMessage id="sports.fancy.close" />
          </button>
        )}
      </div>
    </div>
  );
}
