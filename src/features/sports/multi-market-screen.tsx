import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { eventFeedMachine } from '../../../machines/sports/event-feed.machine.ts';
import type { PinnedMarket } from '../../../machines/sports/pinned-markets.machine.ts';
import { Icon } from '../../ui/icons.tsx';
import { MarketCard } from './market-card.tsx';
import { PinButton, type PinsRef } from './pin-button.tsx';
import { useEventFeed } from './use-event-feed.ts';
import './sports.css';
import './markets-nav.css';

/** Pins grouped by event, in the order they were pinned. */
function byEvent(pins: readonly PinnedMarket[]): { eventId: string; eventName: string; marketIds: string[] }[] {
  const groups = new Map<string, { eventId: string; eventName: string; marketIds: string[] }>();
  for (const pin of pins) {
    const group = groups.get(pin.eventId) ?? { eventId: pin.eventId, eventName: pin.eventName, marketIds: [] };
    group.marketIds.push(pin.marketId);
    groups.set(pin.eventId, group);
  }
  return [...groups.values()];
}

/** `/multi-market` (spec §2): every pinned market, live, with positions and the bet slip. */
export function MultiMarketScreen({ pins, logic }: { pins: PinsRef; logic: typeof eventFeedMachine }) {
  const pinned = useSelector(pins, (snapshot) => snapshot.context.pins);
  const groups = byEvent(pinned);
  return (
    <div className="event-page multi-market">
      <h1 className="multi-market__title">
        <FormattedMessage id="sports.multiMarket.title" />
      </h1>
      {groups.length === 0 ? (
        <div className="card multi-market__empty">
          <Icon name="pin" className="multi-market__empty-icon" />
          <p>
            <FormattedMessage id="sports.multiMarket.empty" />
          </p>
          <Link href="/inplay" className="button button--primary">
            <FormattedMessage id="sports.multiMarket.browse" />
          </Link>
        </div>
      ) : (
        groups.map((group) => <PinnedEvent key={group.eventId} {...group} pins={pins} logic={logic} />)
      )}
    </div>
  );
}

function PinnedEvent({ eventId, eventName, marketIds, pins, logic }: { eventId: string; eventName: string; marketIds: string[]; pins: PinsRef; logic: typeof eventFeedMachine }) {
  const feed = useEventFeed(logic, eventId);

  const name = useSelector(feed, (snapshot) => snapshot.context.event?.name ?? eventName);
  const inPlay = useSelector(feed, (snapshot) => snapshot.context.event?.inPlay ?? false);
  const failed = useSelector(feed, (snapshot) => snapshot.matches('failed'));
  const stale = useSelector(feed, (snapshot) => snapshot.hasTag('stale'));
  // Loaded or live, a pinned market that is missing (closed markets leave the event) or closed goes.
  const closed = useSelector(feed, (snapshot) =>
    snapshot.matches('live') ? marketIds.filter((marketId) => (snapshot.context.markets[marketId]?.status ?? 'closed') === 'closed').join('\n') : '',
  );
  const shown = useSelector(feed, (snapshot) => marketIds.filter((marketId) => snapshot.context.markets[marketId] !== undefined).join('\n'));
  useEffect(() => {
    for (const marketId of closed.split('\n').filter(Boolean)) {
      const marketName = pins.getSnapshot().context.pins.find((pin) => pin.marketId === marketId)?.marketName ?? '';
      pins.send({ type: 'market.closed', marketId, marketName });
    }
  }, [closed, pins]);

  const headingId = `pinned-${eventId}`;
  return (
    <section className="multi-market__event" aria-labelledby={headingId}>
      <h2 className="multi-market__event-name" id={headingId}>
        <Link href={`/sports-event-detail/${eventId}`}>{name}</Link>
        {inPlay && (
          <span className="multi-market__live">
            <span className="live-dot" aria-hidden="true" />
            <FormattedMessage id="sports.inPlay" />
          </span>
        )}
      </h2>
      {stale && (
        <p className="event-stale" role="status">
          <FormattedMessage id="sports.event.stale" />
        </p>
      )}
      {failed && (
        <button type="button" className="button button--outline" onClick={() => feed.send({ type: 'event.retry' })}>
          <FormattedMessage id="sports.event.retry" />
        </button>
      )}
      {shown
        .split('\n')
        .filter(Boolean)
        .map((marketId) => (
          <MarketCard key={marketId} feed={feed} marketId={marketId} inlineSlip actions={<PinButton pins={pins} feed={feed} marketId={marketId} />} />
        ))}
    </section>
  );
}
