import { useSelector } from '@xstate/react';
import { memo, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { eventFeedMachine } from '../../../machines/sports/event-feed.machine.ts';
import type { PriceForm } from '../../../machines/sports/slip-rules.ts';
import { useRenderCount } from '../../ui/render-count.ts';
import { formatPrice, formatSize } from './price-format.ts';

export type FeedRef = ActorRefFrom<typeof eventFeedMachine>;

interface PriceCellProps {
  feed: FeedRef;
  marketId: string;
  selectionId: string;
  side: 'back' | 'lay';
  level: number;
  form: PriceForm;
  runnerName: string;
}

/**
 * The flash, under two class names whose animations differ only by name: swapping them restarts it
 * with a style change alone. (Removing and re-adding one class needs a forced layout in between, one
 * per moved cell per tick: the odds benchmark measured it, docs/decisions/074.)
 */
const FLASH_CLASSES = ['price--moved', 'price--moved-again'] as const;

/**
 * One price of the ladder (price over size). It selects only its own two numbers, so a tick
 * re-renders only the cells whose values changed (design §7); a moved price flashes briefly.
 * Each cell counts its renders under `priceCell` and its key (src/ui/render-count.ts) when a test asks.
 */
export const PriceCell = memo(function PriceCell({ feed, marketId, selectionId, side, level, form, runnerName }: PriceCellProps) {
  // The text shown, not the raw numbers: a size change that reads the same (25k) re-renders nothing.
  const price = useSelector(feed, (snapshot) => {
    const quote = levelOf(snapshot.context.markets, marketId, selectionId, side, level);
    return quote && quote.price > 0 ? formatPrice(quote.price, form) : undefined;
  });
  const size = useSelector(feed, (snapshot) => {
    const quote = levelOf(snapshot.context.markets, marketId, selectionId, side, level);
    return quote ? formatSize(quote.size, form) : '';
  });
  const intl = useIntl();
  const cell = useRef<HTMLButtonElement>(null);
  const shown = useRef(false);
  const flashes = useRef(0);
  const key = `${marketId}/${selectionId}/${side}/${level}`;
  // A one-click bet placed from this cell (docs/decisions/186): the delay's deadline (0: none); a tick changes nothing here.
  const oneClick = useSelector(feed, (snapshot) => (snapshot.context.oneClick?.cell === key ? (snapshot.context.oneClick.expiresAt ?? 0) : undefined));

  useRenderCount('priceCell', key);
  useEffect(() => {
    // Not on the first paint, and only the best price: a moved price flashes (the animation
    // restarts each time); the deeper levels shift with it and would only add noise.
    if (!shown.current || level > 0) {
      shown.current = true;
      return;
    }
    const element = cell.current;
    if (!element) return;
    flashes.current += 1;
    element.classList.remove(FLASH_CLASSES[(flashes.current + 1) % 2]!);
    element.classList.add(FLASH_CLASSES[flashes.current % 2]!);
  }, [price, level]);

  const deep = level > 0 ? ' price--deep' : '';
  if (price === undefined) {
    return <span className={`price price--${side} price--empty${deep}`} aria-hidden="true" />;
  }
  const shownPrice = price;
  // The name is what the cell shows, after the side and runner for screen readers (axe: the name contains the text).
  const label = intl.formatMessage({ id: side === 'back' ? 'sports.price.backLabel' : 'sports.price.layLabel' }, { runner: runnerName });
  return (
    <button
      ref={cell}
      type="button"
      className={`price price--${side}${deep}${oneClick !== undefined ? ' price--placing' : ''}`}
      data-price-cell={key}
      aria-busy={oneClick !== undefined || undefined}
      onClick={() => feed.send({ type: 'price.selected', target: { marketId, selectionId, side }, level })}
    >
      <span className="visually-hidden">{label} </span>
      <span className="price__value">{shownPrice}</span>
      {oneClick !== undefined ? (
        <span className="price__size price__countdown" data-testid="one-click-countdown">
          {oneClick > 0 ? <DelayCountdown expiresAt={oneClick} /> : <FormattedMessage id="sports.oneClick.placing" />}
        </span>
      ) : (
        <span className="price__size">{size}</span>
      )}
    </button>
  );
});

/** The in-play delay counted down on the tapped cell while a one-click bet waits (docs/decisions/186). */
function DelayCountdown({ expiresAt }: { expiresAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  return <FormattedMessage id="sports.oneClick.countdown" values={{ seconds: Math.max(0, Math.ceil((expiresAt - now) / 1000)) }} />;
}

type Markets = FeedRef extends { getSnapshot(): { context: { markets: infer M } } } ? M : never;

function levelOf(markets: Markets, marketId: string, selectionId: string, side: 'back' | 'lay', level: number) {
  return markets[marketId]?.runners.find((runner) => runner.selectionId === selectionId)?.[side][level];
}
