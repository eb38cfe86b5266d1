import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { projectedPositions } from '../../../machines/sports/bet-maths.ts';
import { pendingBetOf, type betSlipMachine } from '../../../machines/sports/bet-slip.machine.ts';
import { priceFormOf, type MarketKind, type MarketStatus } from '../../../machines/sports/market.ts';
import { formatShorthand } from '../../ui/format.ts';
import { InNextTask } from '../../ui/in-next-task.tsx';
import { RulesLink } from '../../ui/rules-link.tsx';
import { BetSlipPanel } from './bet-slip-panel.tsx';
import { PriceCell, type FeedRef } from './price-cell.tsx';
import { formatSigned } from './price-format.ts';
import { marketNameIn, runnerNameIn } from '../../ui/product-names.ts';
import './market-book.css';
import { RunnerUnmatched } from './runner-unmatched.tsx';

const STATUS_LABEL: Record<Exclude<MarketStatus, 'open'>, string> = {
  suspended: 'sports.status.suspended',
  ball_running: 'sports.status.ballRunning',
  closed: 'sports.status.closed',
};

const LEVELS = [0, 1, 2] as const;

/**
 * One market: its runners with the ladder (by kind), the user's positions, and its overlays.
 * `actions`: controls of the screen showing it, in its head (e.g. the multi-market pin).
 */
export function MarketCard({ feed, marketId, inlineSlip, actions }: { feed: FeedRef; marketId: string; inlineSlip: boolean; actions?: ReactNode }) {
  const intl = useIntl();
  const name = useSelector(feed, (snapshot) => snapshot.context.markets[marketId]?.name ?? '');
  const kind = useSelector(feed, (snapshot) => snapshot.context.markets[marketId]?.kind ?? 'other');
  const status = useSelector(feed, (snapshot) => snapshot.context.markets[marketId]?.status ?? 'closed');
  const minStake = useSelector(feed, (snapshot) => snapshot.context.markets[marketId]?.minStake ?? 0);
  const maxStake = useSelector(feed, (snapshot) => snapshot.context.markets[marketId]?.maxStake ?? 0);
  const runnerIds = useSelector(feed, (snapshot) => snapshot.context.markets[marketId]?.runners.map((runner) => runner.selectionId).join('\n') ?? '');
  const headingId = `market-${marketId}`;
  const fancy = kind === 'fancy';
  // The runners' rows and one overlay over them all while the market is not open.
  const runners = (line: Pick<RunnerRowProps, 'headingId' | 'details'>) => (
    <div className="market__runners">
      {runnerIds
        .split('\n')
        .filter(Boolean)
        .map((selectionId) => (
          <RunnerRow key={selectionId} feed={feed} marketId={marketId} selectionId={selectionId} kind={kind} inlineSlip={inlineSlip} {...line} />
        ))}
      {status !== 'open' && (
        <div className="market__overlay" role="status">
          <FormattedMessage id={STATUS_LABEL[status]} />
        </div>
      )}
    </div>
  );
  if (fancy) {
    // A line of the event's fancy card (FancyGroup): its name once, its limits and book under it.
    const head = (
      <span className="fancy-line__details">
        <FormattedMessage id="sports.market.limits" values={{ min: formatShorthand(minStake), max: formatShorthand(maxStake) }} />
        <button type="button" className="market__book" onClick={() => feed.send({ type: 'fancyBook.open', marketId })}>
          <FormattedMessage id="sports.fancy.book" />
        </button>
        {actions}
      </span>
    );
    return (
      <section className="fancy-line" aria-labelledby={headingId}>
        {runners({ headingId, details: head })}
      </section>
    );
  }

  return (
    <section className={`market market--${kind}`} aria-labelledby={headingId}>
      <header className="market__head">
        <h2 className="market__name" id={headingId}>
          {marketNameIn(intl, kind, name)}
        </h2>
        <span className="market__limits">
          <FormattedMessage id="sports.market.limits" values={{ min: formatShorthand(minStake), max: formatShorthand(maxStake) }} />
        </span>
        <TotalMatched feed={feed} marketId={marketId} />
        <RulesLink anchor={RULES_OF_KIND[kind]} labelId={`sports.rules.${kind}`} className="market__rules" />
        {actions}
      </header>
      <div className="market__columns" aria-hidden="true">
        <span />
        <span className="market__column market__column--back">
          <FormattedMessage id="sports.side.back" />
        </span>
        <span className="market__column market__column--lay">
          <FormattedMessage id="sports.side.lay" />
        </span>
      </div>
      {runners({})}
    </section>
  );
}

interface RunnerRowProps {
  feed: FeedRef;
  marketId: string;
  selectionId: string;
  kind: MarketKind;
  inlineSlip: boolean;
  /** A fancy line's row is its heading (the line's name) with its `details` under the name. */
  headingId?: string;
  details?: ReactNode;
}

function RunnerRow({ feed, marketId, selectionId, kind, inlineSlip, headingId, details }: RunnerRowProps) {
  const intl = useIntl();
  const givenName = useSelector(feed, (snapshot) => runnerOf(snapshot.context.markets, marketId, selectionId)?.name ?? '');
  // A fancy line's one runner carries the line's name.
  const name = kind === 'fancy' ? marketNameIn(intl, kind, givenName) : runnerNameIn(intl, givenName);
  const status = useSelector(feed, (snapshot) => runnerOf(snapshot.context.markets, marketId, selectionId)?.status ?? 'open');
  // A market that is not open has one overlay over all its runners.
  const marketOpen = useSelector(feed, (snapshot) => snapshot.context.markets[marketId]?.status === 'open');
  const position = useSelector(feed, (snapshot) => snapshot.context.positions[marketId]?.positions[selectionId]);
  const slipHere = useSelector(feed, (snapshot) => snapshot.context.slipTarget?.marketId === marketId);
  const slipOnRunner = useSelector(feed, (snapshot) => snapshot.context.slipTarget?.marketId === marketId && snapshot.context.slipTarget.selectionId === selectionId);
  const slip = useSelector(feed, (snapshot) => snapshot.children.slip);
  const form = priceFormOf(kind);
  const ladder = kind === 'match_odds' || kind === 'tied_match' || kind === 'other';
  const levels = ladder ? LEVELS : ([0] as const);
  const cell = (side: 'back' | 'lay', level: number) => (
    <PriceCell key={`${side}${level}`} feed={feed} marketId={marketId} selectionId={selectionId} side={side} level={level} form={form} runnerName={name} />
  );
  return (
    <>
      <div className="runner" data-runner={selectionId}>
        <div className="runner__name">
          {headingId ? (
            <h3 className="runner__heading" id={headingId}>
              {name}
            </h3>
          ) : (
            <span>{name}</span>
          )}
          {details}
          <Traded feed={feed} marketId={marketId} selectionId={selectionId} />
          {ladder && <RunnerUnmatched feed={feed} marketId={marketId} selectionId={selectionId} />}
          {kind !== 'fancy' &&
            (slipHere && slip ? (
              <ProjectedPosition slip={slip} feed={feed} marketId={marketId} selectionId={selectionId} current={position ?? 0} />
            ) : (
              position !== undefined && position !== 0 && <Position value={position} />
            ))}
        </div>
        <div className={`runner__prices runner__prices--${ladder ? 'ladder' : 'single'}`}>
          {kind === 'fancy' ? (
            <>
              {cell('lay', 0)}
              {cell('back', 0)}
            </>
          ) : (
            <>
              {[...levels].reverse().map((level) => cell('back', level))}
              {levels.map((level) => cell('lay', level))}
            </>
          )}
        </div>
        {marketOpen && status !== 'open' && (
          <div className="runner__overlay" role="status">
            <FormattedMessage id={STATUS_LABEL[status]} />
          </div>
        )}
      </div>
      {inlineSlip && slipOnRunner && slip && <BetSlipPanel slip={slip} feed={feed} />}
    </>
  );
}

/** The market's total matched (exchange markets, docs/decisions/180): its own selector, so a price tick re-renders nothing here. */
function TotalMatched({ feed, marketId }: { feed: FeedRef; marketId: string }) {
  const total = useSelector(feed, (snapshot) => snapshot.context.markets[marketId]?.totalMatched);
  if (total === undefined) return null;
  return (
    <span className="market__matched" data-testid="market-matched">
      <FormattedMessage id="sports.market.totalMatched" values={{ amount: formatShorthand(total) }} />
    </span>
  );
}

/** The runner's traded amount (exchange markets); only its own number is selected (design §7). */
function Traded({ feed, marketId, selectionId }: { feed: FeedRef; marketId: string; selectionId: string }) {
  const traded = useSelector(feed, (snapshot) => runnerOf(snapshot.context.markets, marketId, selectionId)?.traded);
  if (traded === undefined) return null;
  return (
    <span className="runner__traded" data-testid="runner-traded">
      <FormattedMessage id="sports.runner.traded" values={{ amount: formatShorthand(traded) }} />
    </span>
  );
}

function Position({ value }: { value: number }) {
  return <span className={`position ${value < 0 ? 'position--loss' : 'position--win'}`}>{formatSigned(value)}</span>;
}

/** The runner's position as it would be with the slip's bet, updated on every keystroke. */
function ProjectedPosition({ slip, feed, marketId, selectionId, current }: { slip: ActorRefFrom<typeof betSlipMachine>; feed: FeedRef; marketId: string; selectionId: string; current: number }) {
  const ids = useSelector(feed, (snapshot) => snapshot.context.markets[marketId]?.runners.map((runner) => runner.selectionId).join('\n') ?? '');
  const positions = useSelector(feed, (snapshot) => snapshot.context.positions[marketId]?.positions);
  const projected = useSelector(slip, (snapshot) => {
    const pending = pendingBetOf(snapshot.context);
    if (pending.kind !== 'runner' || pending.bet.stake <= 0) return undefined;
    return projectedPositions(positions ?? {}, pending.bet, ids.split('\n'))[selectionId];
  });
  return (
    <span className="runner__positions">
      {current !== 0 && <Position value={current} />}
      {projected !== undefined && (
        <span className={`position position--projected ${projected < 0 ? 'position--loss' : 'position--win'}`}>→ {formatSigned(projected)}</span>
      )}
    </span>
  );
}

type Markets = FeedRef extends { getSnapshot(): { context: { markets: infer M } } } ? M : never;

function runnerOf(markets: Markets, marketId: string, selectionId: string) {
  return markets[marketId]?.runners.find((runner) => runner.selectionId === selectionId);
}

/** The rules page that explains a market of each kind (docs/decisions/223). */
const RULES_OF_KIND: Record<MarketKind, string> = {
  match_odds: 'exchange-match-odds',
  bookmaker: 'bookmaker',
  tied_match: 'exchange-match-odds',
  fancy: 'fancy-how',
  other: 'exchange-back-lay',
};

/**
 * The event's fancy lines in one card: one head and one No / Yes column, a row per line. It comes in
 * the task after the market cards above it (each comes in a task of its own), so it is never drawn
 * first and then pushed down (Lighthouse counted that shift on the event page).
 */
export function FancyGroup({ children }: { children: ReactNode }) {
  return (
    <InNextTask>
      <FancyCard>{children}</FancyCard>
    </InNextTask>
  );
}

function FancyCard({ children }: { children: ReactNode }) {
  return (
    <section className="market market--fancy" aria-labelledby="fancy-group-title">
      <header className="market__head">
        <h2 className="market__name" id="fancy-group-title">
          <FormattedMessage id="sports.fancy.title" />
        </h2>
        <RulesLink anchor={RULES_OF_KIND.fancy} labelId="sports.rules.fancy" className="market__rules" />
      </header>
      <div className="market__columns" aria-hidden="true">
        <span />
        <span className="market__column market__column--lay">
          <FormattedMessage id="sports.side.no" />
        </span>
        <span className="market__column market__column--back">
          <FormattedMessage id="sports.side.yes" />
        </span>
      </div>
      {children}
    </section>
  );
}
