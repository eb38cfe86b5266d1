import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { isPinned, type pinnedMarketsMachine } from '../../../machines/sports/pinned-markets.machine.ts';
import { Icon } from '../../ui/icons.tsx';
import type { FeedRef } from './price-cell.tsx';
import { productNameIn } from '../../ui/product-names.ts';

export type PinsRef = ActorRefFrom<typeof pinnedMarketsMachine>;

/** A market's pin: adds it to /multi-market, or takes it off. */
export function PinButton({ pins, feed, marketId }: { pins: PinsRef; feed: FeedRef; marketId: string }) {
  const intl = useIntl();
  const pinned = useSelector(pins, (snapshot) => isPinned(snapshot.context, marketId));
  const marketName = useSelector(feed, (snapshot) => snapshot.context.markets[marketId]?.name ?? '');
  const label = intl.formatMessage({ id: pinned ? 'sports.pins.unpin' : 'sports.pins.pin' }, { market: productNameIn(intl, marketName) });
  const toggle = () => {
    const { event, eventId } = feed.getSnapshot().context;
    pins.send({ type: 'pin.toggle', pin: { eventId, marketId, eventName: event?.name ?? '', marketName } });
  };
  return (
    <button type="button" className={pinned ? 'market__pin market__pin--on' : 'market__pin'} aria-pressed={pinned} aria-label={label} title={label} onClick={toggle}>
      <Icon name="pin" />
    </button>
  );
}
