/**
 * The live cash-out offer of one market on the event screen (docs/decisions/076): the shared maths on
 * the screen's latest prices and the user's positions, in rupees. null when no offer can be made (the
 * market is not open, fancy, flat, or a runner that needs a hedge has no price).
 */
import { cashOutOffer, isCashOutKind } from './cash-out-maths.ts';
import type { MarketPosition } from './event-feed.context.ts';
import type { Market } from './market.ts';

const toPaise = (rupees: number): number => Math.round(rupees * 100);

export function liveCashOutAmount(market: Market | undefined, position: MarketPosition | undefined, sharePercent: number): number | null {
  if (!market || !position || market.status !== 'open' || !isCashOutKind(market.kind)) return null;
  const offer = cashOutOffer(
    market.kind,
    market.runners.map((runner) => ({
      selectionId: runner.selectionId,
      positionPaise: toPaise(position.positions[runner.selectionId] ?? 0),
      back: runner.back[0]?.price ?? null,
      lay: runner.lay[0]?.price ?? null,
      open: runner.status === 'open',
    })),
    sharePercent,
    toPaise(position.cashedOut ?? 0),
  );
  return offer ? offer.amountPaise / 100 : null;
}
