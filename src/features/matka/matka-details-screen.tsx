import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import {
  MATKA_QUICK_STAKES,
  offeredTypes,
  selectPlacing,
  sessionsOffered,
  slipTotal,
  type matkaBetMachine,
  type MatkaBetSnapshot,
} from '../../../machines/matka/matka-bet.machine.ts';
import type { MatkaBetType, MatkaSession } from '../../../machines/matka/matka-rules.ts';
import { formatAmount } from '../../ui/format.ts';
import { MessageText } from '../../ui/message-text.tsx';
import { RulesLink } from '../../ui/rules-link.tsx';
import { MatkaBets } from './matka-bets.tsx';
import { MatkaNumberGrid } from './matka-number-grid.tsx';
import { MatkaCountdown, MatkaPhaseBadge, MatkaResult, MatkaTimes } from './matka-status.tsx';
import './matka.css';
import { useInspectedActorRef } from '../../runtime/use-inspected-actor.ts';

const SESSIONS: MatkaSession[] = ['open', 'close'];
/** How a game type's number is written, shown as the input's example. */
const NUMBER_EXAMPLES: Record<MatkaBetType, string> = {
  single_digit: '7',
  jodi: '38',
  single_pana: '127',
  double_pana: '550',
  triple_pana: '777',
  half_sangam_open: '127-8',
  half_sangam_close: '0-459',
  full_sangam: '127-459',
};

const selectContext = (snapshot: MatkaBetSnapshot) => snapshot.context;

/** One market: its phase and results, the bet slip for the games its phase allows, and the user's bets. */
export function MatkaDetailsScreen({ logic, marketId, signedIn }: { logic: typeof matkaBetMachine; marketId: number; signedIn: boolean }) {
  const bet = useInspectedActorRef(logic, { input: { marketId } });
  const context = useSelector(bet, selectContext);
  const loading = useSelector(bet, (snapshot) => snapshot.matches('loading'));
  const failed = useSelector(bet, (snapshot) => snapshot.matches('failed'));
  const placing = useSelector(bet, selectPlacing);
  const intl = useIntl();
  const { market } = context;

  if (loading) return <div className="matka-page"><div className="card matka-loading" aria-busy="true" /></div>;
  if (failed || !market) {
    return (
      <div className="matka-page">
        <section className="card matka-failed" role="alert">
          {context.error && (
            <p>
              <MessageText message={context.error} />
            </p>
          )}
          <button type="button" className="button button--primary" onClick={() => bet.send({ type: 'market.retry' })}>
            <FormattedMessage id="matka.retry" />
          </button>
        </section>
      </div>
    );
  }

  const sessions = sessionsOffered(context);
  const types = offeredTypes(context, context.session);
  const rates = new Map(context.gameTypes.map((gameType) => [gameType.type, gameType]));
  const selected = rates.get(context.gameType);
  const typeName = (type: MatkaBetType) => intl.formatMessage({ id: `matka.type.${type}` });

  return (
    <div className="matka-page matka-details">
      <MatkaMarketHead market={market} />

      <section className="card matka-slip" aria-labelledby="matka-slip-title">
        <h2 className="matka-section-title" id="matka-slip-title">
          <FormattedMessage id="matka.slip.title" />
        </h2>
        {sessions.length === 0 ? (
          <p className="matka-closed-note">
            <FormattedMessage id="matka.slip.closed" />
          </p>
        ) : (
          <>
            <MatkaPickers bet={bet} context={context} sessions={sessions} types={types} rates={rates} typeName={typeName} />
            <MatkaNumberGrid type={context.gameType} number={context.number} onPick={(picked) => bet.send({ type: 'number.picked', picked })} />
            <MatkaEntryForm bet={bet} context={context} selected={selected} />
          </>
        )}

        <MatkaSlipLines bet={bet} context={context} rates={rates} typeName={typeName} placing={placing} signedIn={signedIn} />
        {context.error && (
          <p className="matka-error matka-error--slip" role="alert">
            <MessageText message={context.error} />
          </p>
        )}
        {context.notice && (
          <p className="matka-notice" role="status">
            <MessageText message={context.notice} />
          </p>
        )}
      </section>

      {signedIn && <MatkaBets bets={context.bets} typeName={typeName} />}
    </div>
  );
}

type MatkaBetActor = ActorRefFrom<typeof matkaBetMachine>;
type MatkaBetContext = MatkaBetSnapshot['context'];
type GameTypeRates = Map<MatkaBetType, MatkaBetContext['gameTypes'][number]>;

/** The market's name, phase, results, times and countdown, with the way back and its rules. */
function MatkaMarketHead({ market }: { market: NonNullable<MatkaBetContext['market']> }) {
  return (
    <section className="card matka-details__head" aria-labelledby="matka-market-name">
      <div className="matka-market__head">
        <h1 className="matka-market__name" id="matka-market-name">
          {market.name}
        </h1>
        <MatkaPhaseBadge status={market.status} />
      </div>
      <MatkaResult result={market.result} />
      <MatkaTimes market={market} />
      <MatkaCountdown market={market} />
      <Link href="/matka" className="matka-back">
        <FormattedMessage id="matka.allMarkets" />
      </Link>
      <RulesLink anchor="matka-rates" labelId="matka.rules" className="matka-rules" />
    </section>
  );
}

/** The session (open or close) and the game type, each with its rate. */
function MatkaPickers({
  bet,
  context,
  sessions,
  types,
  rates,
  typeName,
}: {
  bet: MatkaBetActor;
  context: MatkaBetContext;
  sessions: readonly MatkaSession[];
  types: MatkaBetType[];
  rates: GameTypeRates;
  typeName(type: MatkaBetType): string;
}) {
  const intl = useIntl();
  return (
    <>
      <div className="matka-tabs" role="group" aria-label={intl.formatMessage({ id: 'matka.session' })}>
        {SESSIONS.map((session) => (
          <button
            key={session}
            type="button"
            className="matka-tab"
            aria-pressed={context.session === session}
            disabled={!sessions.includes(session)}
            onClick={() => bet.send({ type: 'session.selected', session })}
          >
            <FormattedMessage id={`matka.session.${session}`} />
          </button>
        ))}
      </div>
      <div className="matka-types" role="group" aria-label={intl.formatMessage({ id: 'matka.gameType' })}>
        {types.map((type) => (
          <button
            key={type}
            type="button"
            className="matka-type"
            aria-pressed={context.gameType === type}
            onClick={() => bet.send({ type: 'gameType.selected', gameType: type })}
          >
            <span className="matka-type__name">{typeName(type)}</span>
            <span className="matka-type__rate">×{rates.get(type)?.rate}</span>
          </button>
        ))}
      </div>
    </>
  );
}

/** The number and the stake of one line, added to the slip. */
function MatkaEntryForm({ bet, context, selected }: { bet: MatkaBetActor; context: MatkaBetContext; selected: MatkaBetContext['gameTypes'][number] | undefined }) {
  const intl = useIntl();
  const numberId = useId();
  const stakeId = useId();
  return (
    <form
      className="matka-entry"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        bet.send({ type: 'entry.add' });
      }}
    >
      <div className="matka-field">
        <label htmlFor={numberId}>
          <FormattedMessage id={`matka.number.label.${context.gameType}`} />
        </label>
        <input
          id={numberId}
          inputMode="numeric"
          autoComplete="off"
          value={context.number}
          placeholder={NUMBER_EXAMPLES[context.gameType]}
          aria-invalid={context.draftError !== null}
          aria-describedby={context.draftError ? `${numberId}-error` : undefined}
          onChange={(event) => bet.send({ type: 'number.changed', number: event.target.value })}
        />
      </div>
      <div className="matka-field">
        <label htmlFor={stakeId}>
          <FormattedMessage id="matka.stake" />
        </label>
        <input
          id={stakeId}
          inputMode="decimal"
          autoComplete="off"
          value={context.stake}
          placeholder={selected ? `${selected.minStake}-${selected.maxStake}` : ''}
          onChange={(event) => bet.send({ type: 'stake.changed', stake: event.target.value })}
        />
      </div>
      <div className="matka-quick" role="group" aria-label={intl.formatMessage({ id: 'matka.quickStakes' })}>
        {MATKA_QUICK_STAKES.map((amount) => (
          <button key={amount} type="button" className="matka-chip" onClick={() => bet.send({ type: 'stake.quick', amount })}>
            {amount}
          </button>
        ))}
      </div>
      <button type="submit" className="button matka-add">
        <FormattedMessage id="matka.slip.add" />
      </button>
      {context.draftError && (
        <p className="matka-error" id={`${numberId}-error`} role="alert">
          <MessageText message={context.draftError} />
        </p>
      )}
    </form>
  );
}

/** The slip's lines, their total, and Clear and Place (or Login when signed out). */
function MatkaSlipLines({
  bet,
  context,
  rates,
  typeName,
  placing,
  signedIn,
}: {
  bet: MatkaBetActor;
  context: MatkaBetContext;
  rates: GameTypeRates;
  typeName(type: MatkaBetType): string;
  placing: boolean;
  signedIn: boolean;
}) {
  const intl = useIntl();
  if (context.entries.length === 0) return null;
  const total = slipTotal(context);
  return (
    <>
      <ul className="matka-lines" aria-label={intl.formatMessage({ id: 'matka.slip.lines' })}>
        {context.entries.map((entry) => (
          <li key={entry.key} className="matka-line">
            <span className="matka-line__type">{typeName(entry.type)}</span>
            <span className="matka-line__number">{entry.number}</span>
            <span className="matka-line__stake">₹{formatAmount(entry.stake)}</span>
            <span className="matka-line__win">
              <FormattedMessage id="matka.slip.wins" values={{ amount: formatAmount(entry.stake * (rates.get(entry.type)?.rate ?? 0)) }} />
            </span>
            <button
              type="button"
              className="matka-line__remove"
              aria-label={intl.formatMessage({ id: 'matka.slip.remove' }, { number: entry.number })}
              onClick={() => bet.send({ type: 'entry.remove', key: entry.key })}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <p className="matka-total">
        <FormattedMessage id="matka.slip.total" values={{ count: context.entries.length, amount: formatAmount(total) }} />
      </p>
      <div className="matka-actions">
        <button type="button" className="button" onClick={() => bet.send({ type: 'slip.clear' })} disabled={placing}>
          <FormattedMessage id="matka.slip.clear" />
        </button>
        {signedIn ? (
          <button type="button" className="button button--primary" disabled={placing} onClick={() => bet.send({ type: 'slip.place' })}>
            <FormattedMessage id={placing ? 'matka.slip.placing' : 'matka.slip.place'} />
          </button>
        ) : (
          <Link href="/login" className="button button--primary">
            <FormattedMessage id="matka.slip.login" />
          </Link>
        )}
      </div>
    </>
  );
}
